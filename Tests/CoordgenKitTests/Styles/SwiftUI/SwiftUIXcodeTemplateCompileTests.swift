import Foundation
import XCTest

@testable import CoordgenKit

/// A SwiftUI app made the way a Mac user would make it — New Project › Coordinator App from the SwiftUI
/// group, then New File › Coordinator (pushed, and modal with its case name typed as the flow's name) and
/// New File › Screen — type-checks against the SwiftUI stand-in in every cell of `LanguageSettings.matrix` without warnings
/// (the New File templates Xcode 26's, as `coordgen xcode install` installs them, in the Xcode 16 project)
/// and with no file edited; so does the same project with the New File templates of `coordgen xcode install
/// --xcode 16`. Then AppCoordinator gets what the Coordinator template's Description tells
/// the user to add, and the flows run through the views: pushed, finished, presented, dismissed, released.
final class SwiftUIXcodeTemplateCompileTests: XCTestCase {
    private static let app = Result { try makeApp(fileTemplates: XcodeTemplates.installedBundle) }
    /// The same project with the New File templates `coordgen xcode install --xcode 16` installs, whose
    /// code declares its `Hashable` conformances per compiler as the project template's does.
    private static let appWithXcode16FileTemplates = Result { try makeApp(fileTemplates: XcodeTemplates.bundle) }

    override class func tearDown() {
        for app in [app, appWithXcode16FileTemplates] {
            if let root = try? app.get() { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        }
        super.tearDown()
    }

    func testFilesAsXcodeMakesThemCompileInEveryCell() throws {
        let sources = try Self.swiftFiles(in: try Self.app.get())
        // The project's 9 sources, 2 from each of two coordinators, 1 from a screen; none edited.
        XCTAssertEqual(sources.count, 9 + 4 + 1)
        let failures = SwiftCompiler.typeCheckAll(
            LanguageSettings.matrix.map {
                SwiftCompiler.MatrixJob(label: "Xcode templates", appSources: sources, settings: $0, frameworks: .swiftUI)
            })
        XCTAssertEqual(failures, [], failures.joined(separator: "\n\n"))
    }

    func testXcode16FileTemplatesCompileInEveryCell() throws {
        let sources = try Self.swiftFiles(in: try Self.appWithXcode16FileTemplates.get())
        XCTAssertEqual(sources.count, 9 + 4 + 1)
        let coordinator = try String(
            contentsOf: try XCTUnwrap(sources.first { $0.lastPathComponent == "PaymentCoordinator.swift" }), encoding: .utf8)
        XCTAssertTrue(coordinator.contains("#if compiler(>=6.2)\nextension PaymentCoordinator.Destination: nonisolated"), coordinator)
        let failures = SwiftCompiler.typeCheckAll(
            LanguageSettings.matrix.map {
                SwiftCompiler.MatrixJob(label: "Xcode 16 templates", appSources: sources, settings: $0, frameworks: .swiftUI)
            })
        XCTAssertEqual(failures, [], failures.joined(separator: "\n\n"))
    }

    func testFlowsMadeInXcodeRunAndAreReleased() throws {
        let output = try SwiftCompiler.run(
            appSources: try Self.wiredSwiftFiles(), driver: Self.driver, moduleName: "Hotel", swiftVersion: 6, frameworks: .swiftUI)
        XCTAssertEqual(
            output.split(separator: "\n").map(String.init),
            [
                "reservation pushed: Home > Reservation, app children: 1",
                "reservation done: Home, app children: 0, released: true",
                "payment presented: fullScreenCover Payment",
                "payment done: presented: false, app children: 0, released: true",
                "details: Details Done",
            ])
    }

    private static let driver = #"""
        import SwiftUI

        // Functions return text only, so no view outlives a line and keeps its coordinator alive.
        @MainActor func screens(_ view: any View) -> String {
            _standInScreens(of: view).map { _standInNavigationTitle($0) ?? "?" }.joined(separator: " > ")
        }

        @MainActor func presented(by view: any View) -> String {
            guard let presentation = _standInPresented(by: view) else { return "none" }
            return "\(presentation.style) \(screens(presentation.view))"
        }

        @MainActor func tapDoneInPresented(by view: any View) {
            _standInTap("Done", in: _standInScreens(of: _standInPresented(by: view)!.view).last!)
        }

        let app = AppCoordinator()
        let window = CoordinatorStack(coordinator: app)

        app.openReservationCoordinator()
        weak var reservation = app.childCoordinators.last as? ReservationCoordinator
        print("reservation pushed: \(screens(window)), app children: \(app.childCoordinators.count)")
        _standInTap("Done", in: _standInScreens(of: window).last!)
        print("reservation done: \(screens(window)), app children: \(app.childCoordinators.count), released: \(reservation == nil)")

        app.openPaymentCoordinator()
        weak var payment = app.childCoordinators.last as? PaymentCoordinator
        print("payment presented: \(presented(by: window))")
        tapDoneInPresented(by: window)
        print("payment done: presented: \(_standInPresented(by: window) != nil), app children: \(app.childCoordinators.count), released: \(payment == nil)")

        print("details: \(_standInTexts(DetailsView(onFinish: {})).joined(separator: " "))")
        """#

    private static func swiftFiles(in root: URL) throws -> [URL] {
        GoldenTree.listFiles(root).filter { $0.hasSuffix(".swift") }.map(root.appendingPathComponent)
    }

    /// Writes the app into a temporary folder and returns the project folder: the Xcode 16 project
    /// template, and the New File templates `fileTemplates` gives by title and style.
    private static func makeApp(fileTemplates: (String, Style) throws -> [String: Data]) throws -> URL {
        let xcode = XcodeSubstitution(project: "Hotel")
        let root = try Repository.temporaryDirectory("xcode-swiftui-app").appendingPathComponent("Hotel")
        var files = try xcode.projectTemplate(try XcodeTemplates.bundle("Coordinator App", style: .swiftui)).files
        let coordinators = [
            ["productName": "Reservation", "caseName": "reservation", "presentation": "Push"],
            // The case name typed as the flow's name: `case Payment` compiles too.
            ["productName": "Payment", "caseName": "Payment", "presentation": "Modal"],
        ]
        for answers in coordinators {
            for (file, text) in try xcode.fileTemplate(try fileTemplates("Coordinator", .swiftui), answers: answers) {
                files["Hotel/Flows/\(file)"] = text
            }
        }
        let screen = try fileTemplates("Screen", .swiftui)
        for (file, text) in try xcode.fileTemplate(screen, answers: ["productName": "Details"]) {
            files["Hotel/Screens/\(file)"] = text
        }
        for (path, text) in files {
            try write(text, to: root.appendingPathComponent(path))
        }
        return root
    }

    /// The app's sources with AppCoordinator wired as the Coordinator Description says — a case carrying
    /// each child, its view in `view(for:)`, and `open<Name>Coordinator()` — in a copy beside the
    /// project, so the other test sees the files exactly as Xcode made them.
    private static func wiredSwiftFiles() throws -> [URL] {
        let root = try app.get()
        let file = "Hotel/Coordinators/AppCoordinator.swift"
        var text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        for (name, modal) in [("Reservation", false), ("Payment", true)] {
            let caseName = name.lowercased()
            text = try EnumCaseRegistrar(enumName: "Destination").addingCase(caseName, associatedValues: "(\(name)Coordinator)", to: text)
            let clause = """
                case .\(caseName)(let coordinator):
                    \(modal ? "CoordinatorStack" : "FlowRoot")(coordinator: coordinator)
                """
            text = try SwitchCaseInserter(typeName: "AppCoordinator", function: "view(for:)").addingClause(
                clause, handling: caseName, to: text)
            let navigator = modal ? "Navigator()" : "navigator"
            let show =
                modal
                ? "present(.\(caseName)(coordinator), style: .fullScreenCover, startingFlow: coordinator)"
                : "push(.\(caseName)(coordinator), startingFlow: coordinator)"
            let method = """
                func open\(name)Coordinator() {
                    let coordinator = \(name)Coordinator(navigator: \(navigator))
                    coordinator.onFinish = { [weak self, weak coordinator] in
                        self?.removeChild(coordinator)
                    }
                    addChild(coordinator)
                    \(show)
                }
                """
            text = try TypeMemberInserter.addingMethod(method, toType: "AppCoordinator", kind: .class, in: text)
        }
        let wired = root.deletingLastPathComponent().appendingPathComponent("Wired")
        try write(text, to: wired.appendingPathComponent(file))
        return try swiftFiles(in: root).map { $0.path.hasSuffix(file) ? wired.appendingPathComponent(file) : $0 }
    }

    private static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
