import Foundation
import XCTest

@testable import CoordgenKit

/// Router apps as people write them, each in a fixture of its shape, through the built binary: `init`
/// without flags, a new flow under the root and a screen in an existing flow, the app then type-checked,
/// every existing file only gaining lines, and `remove coordinator` right after `new coordinator`
/// giving back every byte.
final class RouterAdoptedShapesEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted(_ name: String) throws -> (URL, AppShape) {
        let app = try ExistingApps.copy(name)
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, "\(name): \(result.output)")
        let config = try Project.load(app.appendingPathComponent(Project.configFileName))
        XCTAssertEqual(config.style, .router, "\(name): \(result.output)")
        return (app, config.appShape)
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    @discardableResult
    private func run(_ arguments: [String], in app: URL) -> CoordgenBinary.Result {
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        return result
    }

    /// `new coordinator Zebra --parent <parent>` and `new screen Giraffe --coordinator <flow>`: both
    /// succeed, existing files only gain lines, and the app has no compile error in its language mode.
    private func assertGenerates(_ name: String, parent: String, screenIn flow: String, file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        let (app, shape) = try adopted(name)
        let snapshot = TreeSnapshot(app)
        run(["new", "coordinator", "Zebra", "--parent", parent], in: app)
        run(["new", "screen", "Giraffe", "--coordinator", flow], in: app)
        XCTAssertTrue(snapshot.onlyGainedLines(in: TreeSnapshot(app)), "\(name): an existing file lost or changed lines", file: file, line: line)
        let errors = ExistingApps.compileErrors(
            of: app, under: try XCTUnwrap(shape.project.appFolder), module: shape.module, settings: LanguageSettings(mode: .swift5Minimal))
        XCTAssertEqual(errors, [], name, file: file, line: line)
    }

    /// `remove coordinator Zebra` right after `new coordinator Zebra --parent <parent>` restores every file.
    private func assertRemovalRestores(_ name: String, parent: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let (app, _) = try adopted(name)
        let before = TreeSnapshot(app)
        run(["new", "coordinator", "Zebra", "--parent", parent], in: app)
        run(["remove", "coordinator", "Zebra"], in: app)
        let after = TreeSnapshot(app)
        let changed = Set(before.files.keys).union(after.files.keys).sorted().filter { before.files[$0] != after.files[$0] }
        XCTAssertEqual(changed, [], "\(name): not restored byte for byte", file: file, line: line)
    }

    // MARK: A coordinator factory only the parents take

    /// The flows share `init(router:factory:)`; the coordinators that start children take the coordinator
    /// factory as well. A new flow is made by that factory (`make{Name}Coordinator`, as most of its
    /// methods are named, not its one `…CoordinatorBox` that returns a composition), takes it as the
    /// parents do (so it can start flows of its own), and
    /// ends through the closure most flows' output protocols declare, not one flow's `((String?) -> Void)?`.
    func testACoordinatorFactoryOnlyParentsTakeMakesTheNewFlow() throws {
        let name = "RouterParentsHoldCoordinatorFactory"
        let (app, shape) = try adopted(name)
        let factory = try XCTUnwrap(shape.protocol.coordinatorFactory, "read from the parents' initialisers")
        XCTAssertEqual(factory.protocol, "CoordinatorFactory")
        XCTAssertEqual(factory.method, "make{Name}Coordinator")
        XCTAssertNil(factory.boxMethod, "its box makes a flow without the coordinator factory a new flow takes: no example")
        XCTAssertEqual(factory.passesScreenFactory, "ModuleFactoryImp()")
        XCTAssertEqual(
            shape.protocol.initializers.first?.signature, "init(router: Router, factory: ModuleFactory, coordinatorFactory: CoordinatorFactory)",
            "the flows' initialiser, and the parents' coordinator factory so the new flow can start flows of its own")
        XCTAssertEqual(shape.protocol.finish.protocol, "{Name}CoordinatorOutput")
        XCTAssertEqual(shape.protocol.finish.closureType, "(() -> Void)?", "the ending a new flow has")

        run(["new", "coordinator", "Zebra", "--parent", "ApplicationCoordinator"], in: app)
        XCTAssertTrue(
            try text(app, "Quarry/Factories/CoordinatorFactoryImp.swift").contains(
                "ZebraCoordinator(router: router, factory: ModuleFactoryImp(), coordinatorFactory: self)"))
        XCTAssertTrue(
            try text(app, "Quarry/Application/ApplicationCoordinator.swift").contains(
                "let coordinator = coordinatorFactory.makeZebraCoordinator(router: router)"))

        let tree = run(["tree"], in: app)
        XCTAssertTrue(tree.stdout.contains(", 0 unresolved"), "children made through the factory, boxes included: \(tree.stdout)")

        try assertGenerates(name, parent: "ApplicationCoordinator", screenIn: "Logbook")
        try assertRemovalRestores(name, parent: "ApplicationCoordinator")
    }

    // MARK: A finish closure each flow declares

    /// No output protocol and no base class declares the ending: each flow's class has its own
    /// `var finishFlow: (() -> Void)?` (one passes a value). A new flow declares the closure too, and
    /// its parent sets it to release the flow.
    func testAFinishClosureEachFlowDeclaresIsDeclaredByTheNewFlow() throws {
        let name = "RouterFlowDeclaredFinishClosure"
        let (app, shape) = try adopted(name)
        XCTAssertEqual(
            shape.protocol.finish,
            FinishMechanism(kind: .closure, property: "finishFlow", closureType: "(() -> Void)?", declaredByFlows: true))
        XCTAssertEqual(shape.protocol.coordinatorFactory?.method, "make{Name}Coordinator")

        run(["new", "coordinator", "Zebra", "--parent", "ApplicationCoordinator"], in: app)
        let coordinator = try text(app, "Kiln/Flows/Zebra/ZebraCoordinator.swift")
        XCTAssertTrue(coordinator.contains("final class ZebraCoordinator: BaseCoordinator {\n    var finishFlow: (() -> Void)?\n"), coordinator)
        XCTAssertTrue(try text(app, "Kiln/Application/ApplicationCoordinator.swift").contains("coordinator.finishFlow = { [weak self, weak coordinator] in"))

        try assertGenerates(name, parent: "ApplicationCoordinator", screenIn: "Logbook")
        try assertRemovalRestores(name, parent: "ApplicationCoordinator")
    }

    // MARK: No base class, a router the protocol requires, factories that are classes

    /// `protocol Coordinator { var router: Router { get }; var children: [Coordinator] { get set } }`
    /// with `addDependency` in an extension, a router that is a class, a coordinator factory class only
    /// parents take whose methods share only their verb (`makeHome(with:)`), and per-flow module
    /// factories the one class adopts in extensions. The new flow declares `router` without `private`,
    /// and `tree` tells the coordinator factory's `makeGarden` from the module factory's.
    func testAProtocolThatRequiresTheRouterGetsANewFlowThatDeclaresIt() throws {
        let name = "RouterProtocolRequiresRouter"
        let (app, shape) = try adopted(name)
        XCTAssertEqual(shape.protocol.router?.requiredByProtocol, true)
        XCTAssertEqual(shape.protocol.otherRequirements, ["func start()"], "the router requirement is written, not refused")
        XCTAssertEqual(shape.protocol.coordinatorFactory?.method, "make{Name}")
        XCTAssertEqual(shape.protocol.coordinatorFactory?.implementation, "CoordinatorsFactory")
        XCTAssertEqual(shape.protocol.screenFactory?.implementation, "ModulesFactory", "adopted in extensions")

        let tree = run(["tree"], in: app)
        XCTAssertTrue(tree.stdout.contains(", 0 unresolved"), tree.stdout)
        XCTAssertTrue(tree.stdout.contains("HomeCoordinator\n    ├── GardenCoordinator\n    └── PondCoordinator"), tree.stdout)

        run(["new", "coordinator", "Zebra", "--parent", "AppCoordinator"], in: app)
        let coordinator = try text(app, "Meadow/Flows/Zebra/ZebraCoordinator.swift")
        XCTAssertTrue(coordinator.contains("    let router: Router\n    private let modulesFactory: ZebraModulesFactory\n"), coordinator)

        try assertGenerates(name, parent: "AppCoordinator", screenIn: "Garden")
        try assertRemovalRestores(name, parent: "AppCoordinator")
    }
}
