import Foundation
import XCTest

@testable import CoordgenKit

/// Apps of the router family (the "ApplicationCoordinator" layout) in their own spellings, through the
/// built binary: `init` records the router, both factories, the finish closure and the parent's verb as
/// the app writes them, and `new coordinator` / `new screen` then write the app's form. That every
/// fixture's new code type-checks, is insertion-only and matches its golden is checked for all fixtures
/// by `AdoptedAppsEndToEndTests`.
final class RouterFamilyEndToEndTests: XCTestCase {
    var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    /// A copy of the fixture with `coordgen init` run in it, without flags, and its recorded config.
    func adopted(_ name: String) throws -> (URL, ProjectConfig) {
        let app = try ExistingApps.copy(name)
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, "\(name): \(result.output)")
        let config = try Project.load(app.appendingPathComponent(Project.configFileName))
        XCTAssertEqual(config.style, .router, name)
        return (app, config)
    }

    func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    @discardableResult
    func run(_ arguments: [String], in app: URL) -> CoordgenBinary.Result {
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        return result
    }

    func testInitReadsEachRouterAppInItsOwnSpelling() throws {
        let (_, outputs) = try adopted("RouterFlowOutputs")
        let shape = try XCTUnwrap(outputs.shape)
        XCTAssertEqual(shape.finish.protocol, "{Name}CoordinatorOutput", "one output protocol per flow")
        XCTAssertEqual(shape.coordinatorFactory?.returns, "Coordinator & {Name}CoordinatorOutput")
        XCTAssertEqual(shape.coordinatorFactory?.passesScreenFactory, "ModuleFactoryImp()")
        XCTAssertEqual(shape.router?.popCall, "popModule(animated: true)")
        XCTAssertEqual(shape.router?.dismissCall, "dismissModule()")
        XCTAssertNil(shape.router?.pushCompletion, "push(_:animated:completion:) exists")
        XCTAssertEqual(outputs.naming?.openFlow, "run{Name}Flow")
        XCTAssertEqual(outputs.layout?.coordinators, "Bookshelf/Flows/{Name} Flow", "the app folder named Bookshelf is not the flow's")

        let (_, storeFree) = try adopted("RouterStoreFree")
        let garden = try XCTUnwrap(storeFree.shape)
        XCTAssertEqual(garden.children?.add, "store")
        XCTAssertEqual(garden.children?.remove, "free")
        XCTAssertEqual(garden.finish.protocol, "CoordinatorOutput", "one output protocol shared by every flow")
        XCTAssertEqual(garden.router?.popCall, "popModule()")
        XCTAssertEqual(garden.router?.pushCompletion, false)
        XCTAssertEqual(garden.coordinatorFactory?.method, "make{Name}Flow")
        XCTAssertNil(garden.coordinatorFactory?.returns, "it returns the flow's class")
        XCTAssertEqual(garden.coordinatorFactory?.passesScreenFactory, "screens")
        XCTAssertEqual(storeFree.naming?.openFlow, "start{Name}Flow")

        let (_, deepLink) = try adopted("RouterDeepLinkOption")
        XCTAssertEqual(deepLink.shape?.otherRequirements, ["func start()"], "start(with:) is implemented by BaseCoordinator")

        let (_, extensionChildren) = try adopted("RouterProtocolExtensionChildren")
        let kitchen = try XCTUnwrap(extensionChildren.shape)
        XCTAssertNil(kitchen.baseClass)
        XCTAssertEqual(kitchen.children?.add, "addDependency", "from the protocol extension")
        XCTAssertEqual(
            kitchen.initializers.first?.signature, "init(router: Router, factory: ModuleFactory, coordinatorFactory: CoordinatorFactory)")

        let (_, baseFinish) = try adopted("RouterBaseFinishFlow")
        let tickets = try XCTUnwrap(baseFinish.shape)
        XCTAssertEqual(tickets.finish, FinishMechanism(kind: .closure, property: "finishFlow", closureType: "(() -> Void)?"))
        XCTAssertEqual(tickets.coordinatorFactory?.returns, "BaseCoordinator")
        XCTAssertNil(tickets.coordinatorFactory?.passesScreenFactory, "a property named after ModuleFactory")
        XCTAssertEqual(tickets.router?.dismissCall, "dismissModule(animated: true, completion: nil)")
    }

    func testANewFlowIsWrittenInTheAppsForm() throws {
        let (app, _) = try adopted("RouterFlowOutputs")
        let result = run(["new", "coordinator", "Reservation", "--parent", "ApplicationCoordinator"], in: app)
        XCTAssertTrue(result.stdout.contains("added runReservationFlow() to ApplicationCoordinator"), result.stdout)

        let coordinator = try text(app, "Bookshelf/Flows/Reservation Flow/ReservationCoordinator.swift")
        XCTAssertTrue(
            coordinator.contains("protocol ReservationCoordinatorOutput: AnyObject {\n    var finishFlow: (() -> Void)? { get set }\n}"),
            coordinator)
        XCTAssertTrue(
            coordinator.contains("final class ReservationCoordinator: BaseCoordinator, ReservationCoordinatorOutput {"), coordinator)
        XCTAssertTrue(
            coordinator.contains("init(router: Router, factory: ModuleFactory, coordinatorFactory: CoordinatorFactory)"), coordinator)
        XCTAssertTrue(coordinator.contains("self?.router.popModule(animated: true)"), coordinator)

        let parent = try text(app, "Bookshelf/Application/ApplicationCoordinator.swift")
        XCTAssertTrue(
            parent.contains(
                """
                    func runReservationFlow() {
                        let coordinator = coordinatorFactory.makeReservationCoordinator(router: router)
                        coordinator.finishFlow = { [weak self, weak coordinator] in
                            self?.removeDependency(coordinator)
                        }
                        addDependency(coordinator)
                        coordinator.start()
                    }
                """), parent)
        XCTAssertTrue(
            try text(app, "Bookshelf/Core/Factories/CoordinatorFactory.swift").contains(
                "func makeReservationCoordinator(router: Router) -> Coordinator & ReservationCoordinatorOutput\n"))
        XCTAssertTrue(
            try text(app, "Bookshelf/Core/Factories/CoordinatorFactoryImp.swift").contains(
                "ReservationCoordinator(router: router, factory: ModuleFactoryImp(), coordinatorFactory: self)"))
        XCTAssertTrue(
            try text(app, "Bookshelf/Core/Factories/ModuleFactory.swift").contains(
                "func makeReservationModule() -> ReservationViewController\n"))

        // A router without a completion on push, pop or dismiss with arguments: the flow ends through onFinish.
        let (garden, _) = try adopted("RouterStoreFree")
        run(["new", "coordinator", "Reservation", "--parent", "Root"], in: garden)
        let gardenCoordinator = try text(garden, "Garden/Coordinators/ReservationCoordinator.swift")
        XCTAssertTrue(
            gardenCoordinator.contains("final class ReservationCoordinator: BaseCoordinator, CoordinatorOutput {"), gardenCoordinator)
        XCTAssertTrue(
            gardenCoordinator.contains(
                "        self?.router.popModule()\n            self?.finishFlow?()\n        }\n        router.push(viewController)\n"),
            gardenCoordinator)
        XCTAssertTrue(
            try text(garden, "Garden/Coordinators/RootCoordinator.swift").contains(
                "self?.free(coordinator)\n        }\n        store(coordinator)"))
        XCTAssertTrue(
            try text(garden, "Garden/Factories/FlowFactory.swift").contains(
                "ReservationCoordinator(router: router, screens: screens, flows: self)"))

        // No base class: the coordinator conforms itself and keeps its own children.
        let (kitchen, _) = try adopted("RouterProtocolExtensionChildren")
        run(["new", "coordinator", "Reservation", "--parent", "ApplicationCoordinator"], in: kitchen)
        let kitchenCoordinator = try text(kitchen, "Kitchen/Flows/Reservation Flow/ReservationCoordinator.swift")
        XCTAssertTrue(
            kitchenCoordinator.contains("final class ReservationCoordinator: Coordinator, ReservationCoordinatorOutput {"),
            kitchenCoordinator)
        XCTAssertTrue(kitchenCoordinator.contains("    var childCoordinators: [Coordinator] = []\n"), kitchenCoordinator)
        XCTAssertTrue(kitchenCoordinator.contains("    func start() {"), kitchenCoordinator)
    }

    func testANewScreenGoesThroughTheModuleFactoryAndTheRouter() throws {
        let (app, _) = try adopted("RouterBaseFinishFlow")
        run(["new", "coordinator", "Reservation", "--parent", "App"], in: app)
        let result = run(["new", "screen", "Receipt", "--coordinator", "Reservation", "--present"], in: app)
        XCTAssertTrue(result.stdout.contains("added makeReceiptModule() to ModuleFactory and ModuleFactoryImpl"), result.stdout)
        let coordinator = try text(app, "Tickets/Scenes/Reservation/ReservationCoordinator.swift")
        XCTAssertTrue(
            coordinator.contains(
                """
                    func presentReceipt() {
                        let viewController = factory.makeReceiptModule()
                        viewController.onFinish = { [weak self] in
                            self?.router.dismissModule(animated: true, completion: nil)
                        }
                        router.present(viewController)
                    }
                """), coordinator)
    }

    func testTreeFollowsChildrenThroughTheCoordinatorFactory() throws {
        let (app, _) = try adopted("RouterFlowOutputs")
        let result = run(["tree"], in: app)
        XCTAssertTrue(result.stdout.contains("ApplicationCoordinator  (root, made in SceneDelegate)\n├── AuthCoordinator"), result.stdout)
        XCTAssertFalse(result.stdout.contains("Unresolved children"), result.stdout)
    }

    func testTheReadmeTranscriptIsTheRealOutput() throws {
        let (app, _) = try adopted("RouterFlowOutputs")
        var transcript = ""
        for arguments in [
            ["new", "coordinator", "Reservation", "--parent", "ApplicationCoordinator"],
            ["new", "screen", "Receipt", "--coordinator", "Reservation"],
        ] {
            let result = run(arguments, in: app)
            transcript += "$ coordgen \(arguments.joined(separator: " "))\n" + result.stdout
        }
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(
            readme.contains("```\n" + transcript + "```"), "README's router transcript differs from the real output:\n\(transcript)")
    }
}
