import Foundation
import XCTest

@testable import CoordgenKit

/// Router-family apps with no factory coordgen can write a method in (`RouterWithoutFactories`), through
/// the built binary: `init` records the router and no factory, `new coordinator` makes the parent create
/// the child with the shared initialiser from its own properties, `new screen` creates the view controller
/// itself; the app then type-checks in Swift 5 and 6, existing files only gained lines, and `remove
/// coordinator` gives back every byte.
///
/// - `RouterWithoutFactories`: the base class keeps children in `var childCoordinators = [Coordinator]()`,
///   its router sets a root only with `animated:` (`RouterScreenArguments`),
///   a collection declared without a type, with `addDependency`/`removeDependency`.
/// - `RouterBaseClassExtensionChildren`: the base class holds the collection and the coordinator
///   protocol's extension keeps and releases children.
final class RouterWithoutFactoriesEndToEndTests: XCTestCase {
    private static let apps: [(fixture: String, folder: String, flows: String)] = [
        ("RouterWithoutFactories", "Harbor", "Harbor/Flows"),
        ("RouterBaseClassExtensionChildren", "Orchard", "Orchard/Flows"),
    ]

    func testInitRecordsTheRouterTheChildrenMethodsAndNoFactory() throws {
        for (fixture, _, _) in Self.apps {
            let app = try ExistingApps.copy(fixture)
            defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
            let result = CoordgenBinary.run(["init"], in: app)
            XCTAssertEqual(result.status, 0, "\(fixture): \(result.output)")
            let config = try Project.load(app.appendingPathComponent(Project.configFileName))
            XCTAssertEqual(config.style, .router, fixture)
            let shape = try XCTUnwrap(config.shape, fixture)
            XCTAssertEqual(shape.router?.property, "router", fixture)
            XCTAssertNil(shape.coordinatorFactory, fixture)
            XCTAssertNil(shape.screenFactory, fixture)
            XCTAssertEqual(shape.children?.name, "childCoordinators", fixture)
            XCTAssertEqual(shape.children?.add, "addDependency", fixture)
            XCTAssertEqual(shape.children?.remove, "removeDependency", fixture)
        }
    }

    func testANewFlowAndScreenAreMadeDirectlyCompileAndAreRemovedByteForByte() throws {
        for (fixture, folder, flows) in Self.apps {
            let app = try ExistingApps.copy(fixture)
            defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
            XCTAssertEqual(CoordgenBinary.run(["init"], in: app).status, 0, fixture)
            let before = TreeSnapshot(app)

            for arguments in [
                ["new", "coordinator", "Zebra", "--parent", "AppCoordinator"],
                ["new", "screen", "Giraffe", "--coordinator", "Zebra"],
            ] {
                let result = CoordgenBinary.run(arguments, in: app)
                XCTAssertEqual(result.status, 0, "\(fixture): \(arguments): \(result.output)")
            }
            let services = "\(folder)Services"
            let parent = try text(app, "\(folder)/App/AppCoordinator.swift")
            XCTAssertTrue(parent.contains("let coordinator = ZebraCoordinator(router: router, services: services)"), parent)
            XCTAssertTrue(parent.contains("self?.removeDependency(coordinator)"), parent)
            XCTAssertTrue(parent.contains("addDependency(coordinator)"), parent)
            let zebra = try text(app, "\(flows)/Zebra/ZebraCoordinator.swift")
            XCTAssertTrue(zebra.contains("final class ZebraCoordinator: BaseCoordinator, CoordinatorOutput {"), zebra)
            XCTAssertTrue(zebra.contains("init(router: Router, services: \(services))"), zebra)
            XCTAssertTrue(zebra.contains("private func makeFirstScreen() -> ZebraViewController {\n        ZebraViewController()\n    }"), zebra)
            XCTAssertTrue(zebra.contains("let viewController = GiraffeViewController()"), zebra)
            XCTAssertFalse(zebra.contains("factory"), zebra)
            if fixture == "RouterWithoutFactories" {
                // Its router sets a root only with `animated:` (RouterScreenArguments).
                XCTAssertTrue(zebra.contains("router.setRootModule(viewController, animated: true)"), zebra)
            }

            before.assertOnlyGainedLines(in: app, fixture)
            let sources = ExistingApps.swiftFilesOf(app, under: folder)
            for version in [5, 6] {
                do {
                    _ = try SwiftCompiler.typeCheck(appSources: sources, moduleName: folder, swiftVersion: version, deploymentTarget: "16.0")
                } catch let failure as SwiftCompiler.Failure {
                    XCTFail("\(fixture) (Swift \(version)):\n\(failure.errors.map(\.description).joined(separator: "\n"))")
                }
            }

            // The screen goes with its coordinator: everything as it was after init.
            let removed = CoordgenBinary.run(["remove", "coordinator", "Zebra"], in: app)
            XCTAssertEqual(removed.status, 0, "\(fixture): \(removed.output)")
            XCTAssertEqual(TreeSnapshot(app), before, "\(fixture): remove did not give back every byte")
        }
    }

    func testAParentWithoutAPropertyTheInitialiserTakesIsRefusedInOneLine() throws {
        let app = try ExistingApps.copy("RouterWithoutFactories")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        XCTAssertEqual(CoordgenBinary.run(["init"], in: app).status, 0)
        let before = TreeSnapshot(app)
        // The generated Zebra holds router and services; a flow whose class lacks `services` cannot make a child.
        let shipsPath = app.appendingPathComponent("Harbor/Flows/Ships/ShipsCoordinator.swift")
        let ships = try String(contentsOf: shipsPath, encoding: .utf8)
        try ships.replacingOccurrences(of: "    private let services: HarborServices\n", with: "")
            .replacingOccurrences(of: "        self.services = services\n", with: "")
            .write(to: shipsPath, atomically: true, encoding: .utf8)
        let edited = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "ShipsCoordinator"], in: app)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.stderr.contains("ShipsCoordinator has no property `services`"), result.stderr)
        XCTAssertTrue(result.stderr.contains("shape.initializers in .coordgen.yml"), result.stderr)
        XCTAssertEqual(result.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, result.stderr)
        XCTAssertEqual(TreeSnapshot(app), edited, "a refused command changed files")
        XCTAssertNotEqual(edited, before)
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }
}
