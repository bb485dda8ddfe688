import Foundation
import XCTest

@testable import CoordgenKit

/// Coordinators whose initialiser takes no navigation controller, and an exhaustive switch over the flow
/// enum, through the built binary: `init` says how a new coordinator gets its stack, a new flow and a new
/// screen are written the app's way, the app type-checks in Swift 5 and 6, existing files only gain
/// lines, and `remove coordinator` gives back every byte.
final class StackWithoutInitializerEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    @discardableResult
    private func run(_ arguments: [String], in app: URL) -> String {
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        return result.output
    }

    private func text(_ path: String, in app: URL) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    private let modes = [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)]

    // MARK: A base class with a stack of its own and no initialiser

    func testInitSaysTheStackIsHandedOverAfterInit() throws {
        let (_, shape, output) = try ExistingApps.adopted("StackAssignedAfterInit", into: &workspaces)
        XCTAssertEqual(shape.protocol.initializers, [StackHandedAfterInit.initializer])
        XCTAssertTrue(
            output.contains(
                "init:        init() (BaseCoordinator declares no initialiser and gives `navigationController` a value of its own: a parent makes a new coordinator with init() and then sets its navigationController to the stack it pushes onto)"
            ), output)
    }

    func testANewFlowIsMadeWithInitAndHandedTheParentsStack() throws {
        let (app, shape, _) = try ExistingApps.adopted("StackAssignedAfterInit", into: &workspaces)
        let original = TreeSnapshot(app)
        run(["new", "coordinator", "Basket", "--parent", "Grove"], in: app)
        run(["new", "screen", "Ladder", "--coordinator", "Grove"], in: app)
        run(["new", "screen", "Crate", "--coordinator", "Basket"], in: app)
        let grove = try text("Orchard/Coordinators/GroveCoordinator.swift", in: app)
        XCTAssertTrue(grove.contains("let coordinator = BasketCoordinator()\n        coordinator.navigationController = navigationController\n"), grove)
        let basket = try text("Orchard/Coordinators/BasketCoordinator.swift", in: app)
        XCTAssertTrue(basket.contains("final class BasketCoordinator: BaseCoordinator {"), basket)
        XCTAssertFalse(basket.contains("init("), basket)
        try ExistingApps.assertTypeChecks(app, shape, in: modes)
        original.assertOnlyGainedLines(in: app)
    }

    func testRemovingTheHandedOverFlowGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted("StackAssignedAfterInit", into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "coordinator", "Basket", "--parent", "Grove"], ["remove", "coordinator", "Basket"]])
    }

    // MARK: A get-only stack each coordinator makes in the init() the protocol requires

    func testInitSaysEachCoordinatorMakesItsOwnStack() throws {
        let (_, shape, output) = try ExistingApps.adopted("StackMadeInRequiredInit", into: &workspaces)
        XCTAssertTrue(StackMadeInInit.applies(to: shape.protocol))
        XCTAssertTrue(
            output.contains(
                "init:        init() (takes no stack, and `navigationController` is get-only: a new coordinator makes its own UINavigationController in init(), and its parent presents it)"
            ), output)
    }

    func testANewFlowMakesItsOwnStackWhichItsParentPresents() throws {
        let (app, shape, _) = try ExistingApps.adopted("StackMadeInRequiredInit", into: &workspaces)
        let original = TreeSnapshot(app)
        run(["new", "coordinator", "Zebra", "--parent", "Home"], in: app)
        run(["new", "screen", "Giraffe", "--coordinator", "Home"], in: app)
        run(["new", "screen", "Okapi", "--coordinator", "Zebra"], in: app)
        let zebra = try text("Lantern/Coordinators/ZebraCoordinator.swift", in: app)
        XCTAssertTrue(zebra.contains("    init() {\n        self.navigationController = UINavigationController()\n    }"), zebra)
        XCTAssertTrue(zebra.contains("navigationController?.dismiss(animated: true)"), zebra)
        let home = try text("Lantern/Coordinators/HomeCoordinator.swift", in: app)
        XCTAssertTrue(home.contains("let coordinator = ZebraCoordinator()\n"), home)
        XCTAssertTrue(
            home.contains("if let stack = coordinator.navigationController {\n            navigationController?.present(stack, animated: true)"), home)
        try ExistingApps.assertTypeChecks(app, shape, in: modes)
        original.assertOnlyGainedLines(in: app)
    }

    func testPresentIsRefusedInOneLineWhereTheFlowIsPresentedAlready() throws {
        let (app, _, _) = try ExistingApps.adopted("StackMadeInRequiredInit", into: &workspaces)
        let before = TreeSnapshot(app)
        let refused = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Home", "--present"], in: app)
        XCTAssertNotEqual(refused.status, 0)
        XCTAssertTrue(refused.output.contains("--present does not apply where each coordinator makes its own UINavigationController in init()"), refused.output)
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    func testRemovingTheSelfMadeStackFlowGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted("StackMadeInRequiredInit", into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "coordinator", "Zebra", "--parent", "Home"], ["remove", "coordinator", "Zebra"]])
    }

    // MARK: A switch elsewhere handling every case of the flow enum

    func testAnExhaustiveSwitchOverTheFlowEnumGainsTheNewCase() throws {
        let (app, shape, _) = try ExistingApps.adopted("ExhaustiveFlowTypeSwitch", into: &workspaces)
        let original = TreeSnapshot(app)
        let output = run(["new", "coordinator", "Trails", "--parent", "App"], in: app)
        run(["new", "screen", "Compass", "--coordinator", "Maps"], in: app)
        XCTAssertTrue(
            output.contains(
                "added case .trails: break to the switch over CoordinatorType in AppCoordinator.move(to:) (Atlas/Coordinators/AppCoordinator.swift), which handles every case"
            ), output)
        let appCoordinator = try text("Atlas/Coordinators/AppCoordinator.swift", in: app)
        XCTAssertTrue(appCoordinator.contains("            coordinator.start()\n        case .trails:\n            break\n        }"), appCoordinator)
        try ExistingApps.assertTypeChecks(app, shape, in: modes)
        original.assertOnlyGainedLines(in: app)
    }

    func testRemovingTheFlowTakesItsCaseOutOfTheSwitch() throws {
        let (app, _, _) = try ExistingApps.adopted("ExhaustiveFlowTypeSwitch", into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "coordinator", "Trails", "--parent", "App"], ["remove", "coordinator", "Trails"]])
    }
}
