import Foundation
import XCTest

@testable import CoordgenKit

/// A Tuist app whose every module has its own `Project.swift` calling a helper of
/// `Tuist/ProjectDescriptionHelpers` (no `.target(…)` in the manifests): the app module holds the root
/// coordinator, feature modules hold their coordinators and screens, a core module (imported as
/// `CoreKit`, from `Projects/Core/Kit`) declares the protocol and the flow enum. A new flow goes where a
/// module compiles it and its parent sees it, imports the protocol's module, and the app type-checks
/// module by module — through the built binary.
final class TemplatedTuistModulesEndToEndTests: XCTestCase {
    private static let fixture = "TuistTemplatedModules"
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    func testAFlowOfTheRootGoesIntoTheAppModuleAndItsScreensIntoTheirCoordinatorsModule() throws {
        let app = try ExistingApps.copy(Self.fixture)
        workspaces.append(app.deletingLastPathComponent())
        let original = TreeSnapshot(ExistingApps.url(Self.fixture))
        let adopted = run(["init"], in: app)
        let config = try text(app, ".coordgen.yml")
        XCTAssertTrue(config.contains("  protocolModule: CoreKit\n"), "the core module is named as the app imports it:\n\(config)\n\(adopted)")
        XCTAssertTrue(config.contains("module: Lantern\n"), "the app module is the helper's appName:\n\(config)")
        let afterInit = TreeSnapshot(app)

        // No manifest compiles Projects/Feature/Zebra: the flow goes beside its parent, in the app module.
        let zebra = run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertTrue(zebra.contains("note: Zebra goes into module Lantern, beside its parent"), zebra)
        XCTAssertTrue(zebra.contains("created Projects/Lantern/Sources/Flow/ZebraCoordinator.swift"), zebra)
        XCTAssertFalse(FileManager.default.fileExists(atPath: app.appendingPathComponent("Projects/Feature/Zebra").path))
        XCTAssertTrue(zebra.contains("created Projects/Lantern/Sources/Flow/ZebraViewController.swift"), zebra)
        // The project's manifests take in every new file: no note says otherwise.
        XCTAssertFalse(zebra.contains("no target's sources"), zebra)
        let coordinator = try text(app, "Projects/Lantern/Sources/Flow/ZebraCoordinator.swift")
        XCTAssertTrue(coordinator.contains("import CoreKit\n"), coordinator)

        // `remove coordinator` right after `new coordinator` gives back every byte.
        _ = run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(TreeSnapshot(app), afterInit)

        _ = run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        let giraffe = run(["new", "screen", "Giraffe", "--coordinator", "Shop"], in: app)
        XCTAssertTrue(giraffe.contains("created Projects/Feature/Shop/Sources/Screens/GiraffeViewController.swift"), giraffe)
        XCTAssertFalse(giraffe.contains("no target's sources"), giraffe)

        try assertInsertionsOnly(since: original, in: app)
        for settings in MultiModuleAppsEndToEndTests.languageSettings {
            try SwiftCompiler.typeCheckModules(modules(of: app), settings: settings)
        }
    }

    /// The fixture's modules as its helpers build them, written out here rather than read by coordgen,
    /// so the check does not take coordgen's reading of the manifests for granted.
    private func modules(of app: URL) -> [SwiftCompiler.ModuleSources] {
        let sources = AppSources(root: app)
        let layout: [(name: String, folder: String, dependencies: [String])] = [
            ("CoreKit", "Projects/Core/Kit/Sources", []),
            ("Shop", "Projects/Feature/Shop/Sources", ["CoreKit"]),
            ("Cart", "Projects/Feature/Cart/Sources", ["CoreKit"]),
            ("Lantern", "Projects/Lantern/Sources", ["CoreKit", "Shop", "Cart"]),
        ]
        let swiftFiles = sources.paths.filter { $0.hasSuffix(".swift") }
        return layout.map { module in
            SwiftCompiler.ModuleSources(
                name: module.name,
                sources: swiftFiles.filter { $0.hasPrefix(module.folder + "/") }.map(app.appendingPathComponent),
                dependencies: module.dependencies)
        }
    }

    private func run(_ arguments: [String], in app: URL, file: StaticString = #filePath, line: UInt = #line) -> String {
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(result.status, 0, "\(arguments.joined(separator: " ")): \(result.output)", file: file, line: line)
        return result.stdout
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every file of the fixture that the commands changed only gained lines.
    private func assertInsertionsOnly(since original: TreeSnapshot, in app: URL, file: StaticString = #filePath, line: UInt = #line) throws
    {
        let now = TreeSnapshot(app)
        for (path, old) in original.files where !path.hasSuffix("/") {
            let new = try XCTUnwrap(now.files[path], "\(path) was removed", file: file, line: line)
            guard new != old else { continue }
            try CoordgenKitTests.assertInsertionsOnly(old: old, new: new, file: file, line: line)
        }
    }
}
