import Foundation

/// The synthetic existing apps under `Tests/Fixtures/ExistingApps/`, one per protocol shape.
enum ExistingApps {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Adoption
        .deletingLastPathComponent()  // CoordgenKitTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/ExistingApps")

    /// Every fixture app's folder name, sorted.
    static var all: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The apps `coordgen init` must refuse without a terminal, with the flag the refusal names. (Where
    /// one candidate is evident, as in TwoAppTargets and TwoLaunchCoordinators, init picks it with a note;
    /// where no root is evident, as in NoRoot, it records none and says so.)
    static let ambiguous: [String: String] = [
        "TwoProtocolsAmbiguous": "--protocol", "FlowTypeNotAnEnum": "--flow-enum",
    ]

    /// The SwiftUI apps `coordgen init` refuses, with the words of the refusal and the app's folder (also
    /// its module): `ObservableObject` classes that are view models, with no protocol, path or flags of a
    /// coordinator. (Protocol-free coordinators that hold a path, flags or children made in their
    /// initialiser are adopted.)
    static let refusedInit: [String: (refusal: String, appFolder: String)] = [
        "ViewModelsNoCoordinator": ("no coordinator protocol found", "Weather"),
        "PerClassCoordinatorProtocols": ("no protocol the coordinator classes share", "Kennel"),
        "PathKeptInCompanionStore": ("keeps its path and view builder in a store it holds, `store: SnacksStore`", "Kiosk"),
        "StateEnumSwitchedByFlowView": (
            "AppCoordinator shows one flow at a time by setting a state enum (`stage: LighthouseStage`, in showHarbor()) that RootFlowView switches over",
            "Lighthouse"
        ),
    ]

    /// The SwiftUI apps whose coordinators conform to no protocol of the app, with the protocol `init`
    /// records for them (`shape.name`): the one their classes conform to.
    static let protocolFree: [String: String] = [
        "EnvironmentObjectPages": "ObservableObject", "BooleanFlagsDestination": "ObservableObject",
        "ObservableRouterCover": "Observable", "SheetAndCoverEnums": "ObservableObject", "ObservedPathProperty": "ObservableObject",
    ]

    /// The apps `coordgen init` adopts without a question.
    static var adoptable: [String] { all.filter { ambiguous[$0] == nil && refusedInit[$0] == nil } }

    /// The stand-ins the fixture's code needs: SwiftUI where a file imports it.
    static func frameworks(of app: URL) -> SwiftCompiler.Frameworks {
        guard let enumerator = FileManager.default.enumerator(at: app, includingPropertiesForKeys: nil) else { return .uikit }
        let texts = enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.compactMap {
            try? String(contentsOf: $0, encoding: .utf8)
        }
        if texts.contains(where: { $0.contains("import XCoordinator") }) { return .xcoordinator }
        if texts.contains(where: { $0.contains("import Stinsen") }) { return .stinsen }
        // RxFlow's stand-ins come with RxSwift's and RxRelay's, which an app may import without RxFlow.
        if texts.contains(where: { $0.contains("import RxFlow") }) { return .rxflow }
        // Coordinators on a generic base over their result need RxSwift alone, in Swift 5 and 6 clients.
        if texts.contains(where: { $0.contains("import RxSwift") }), texts.contains(where: { $0.contains("func coordinate<") }) {
            return .rxswift
        }
        if texts.contains(where: { $0.contains("import RxSwift") }) { return .rxflow }
        // Combine's stand-in is built with SwiftUI's, which imports it.
        return texts.contains { $0.contains("import SwiftUI") || $0.contains("import Combine") } ? .swiftUI : .uikit
    }

    /// The fixture's folder.
    static func url(_ name: String) -> URL { root.appendingPathComponent(name) }

    /// A copy of the fixture in a new temporary folder, to run commands in.
    static func copy(_ name: String) throws -> URL {
        let workspace = try Repository.temporaryDirectory("adopt-\(name)")
        let destination = workspace.appendingPathComponent(name)
        try FileManager.default.copyItem(at: url(name), to: destination)
        return destination
    }

    /// The Swift files under `folder` of the fixture, sorted.
    static func swiftFiles(in name: String, under folder: String = "") -> [URL] {
        let base = folder.isEmpty ? url(name) : url(name).appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" && !$0.path.contains(".xcodeproj/") }
            .sorted { $0.path < $1.path }
    }
}
