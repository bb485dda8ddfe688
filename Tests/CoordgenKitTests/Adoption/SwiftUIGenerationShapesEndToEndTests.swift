import Foundation
import XCTest

@testable import CoordgenKit

/// SwiftUI apps that `init` reads but whose generation used to refuse, in two shapes public apps have:
///
/// - `RouteTypePerFlowInGenericRouter`: each coordinator pushes a route enum of its own, through a
///   typed path (`@Published var path: [SignInRoute]`) or a generic router object
///   (`@Published var router = Router<ShopRoute>()`), and the view holding it maps that enum in its
///   `.navigationDestination(for:)` switch. `init` records one of the enums; a screen of another
///   coordinator is a case of that coordinator's enum, mapped where the app maps it, pushed through
///   its router (``CoordinatorOwnRoutes``).
/// - `ViewOwnedFlowsUnderAStateCoordinator`: each flow's view creates its coordinator
///   (`@StateObject private var coordinator = SignInCoordinator()`), and the root coordinator is plain
///   state its view switches on. A flow started by a parent stays its view's own: the parent gets a
///   flag and the method raising it, its view the `.sheet(isPresented:)` showing the flow
///   (``ViewOwnedChildFlow``).
///
/// For each: new flow and new screen type-check in Swift 5 and 6 modes, only insert lines, and
/// `remove coordinator` gives back every byte.
final class SwiftUIGenerationShapesEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted(_ fixture: String) throws -> (URL, AppShape) {
        let app = try ExistingApps.copy(fixture)
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let config = try Project.load(app.appendingPathComponent(Project.configFileName))
        XCTAssertEqual(config.style, .swiftui, fixture)
        return (app, config.appShape)
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    /// Runs `commands`, then checks the app type-checks as before in both language modes and that every
    /// line of every file is still there. Returns the output of each command.
    @discardableResult
    private func assertCommandsTypeCheckAndOnlyInsert(_ app: URL, _ shape: AppShape, _ commands: [[String]]) throws -> [String] {
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        let cells = [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)]
        let before = cells.map { ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: $0) }
        let original = TreeSnapshot(app)
        var outputs: [String] = []
        for arguments in commands {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
            outputs.append(result.output)
        }
        for (settings, old) in zip(cells, before) {
            let new = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings).subtracting(old)
            XCTAssertEqual(new, [], "\(settings)")
            XCTAssertEqual(old, [], "\(settings)")
        }
        original.assertOnlyGainedLines(in: app)
        return outputs
    }

    // MARK: A route enum per coordinator, in a typed path or a generic router

    func testAScreenIsACaseOfTheCoordinatorsOwnEnumPushedThroughItsRouter() throws {
        let (app, shape) = try adopted("RouteTypePerFlowInGenericRouter")
        XCTAssertEqual(shape.protocol.routes?.destinationsInViews, true)
        XCTAssertNotEqual(shape.protocol.routes?.enum, "ShopRoute", "the fixture tests a coordinator whose enum init did not record")
        let outputs = try assertCommandsTypeCheckAndOnlyInsert(
            app, shape,
            [
                ["new", "screen", "Basket", "--coordinator", "Shop"],
                ["new", "screen", "Sms", "--coordinator", "SignIn"],
                ["new", "coordinator", "Gifts", "--parent", "ShopCoordinator"],
            ])
        XCTAssertTrue(outputs[0].contains("ShopCoordinator pushes ShopRoute, which ShopCoordinatorView maps"), outputs[0])
        XCTAssertTrue(try text(app, "Kiosk/Navigation/Shop/ShopRoute.swift").contains("    case item\n    case basket\n}"))
        let shopView = try text(app, "Kiosk/Navigation/Shop/ShopCoordinatorView.swift")
        XCTAssertTrue(shopView.contains("                    case .basket:\n                        BasketView()\n"), shopView)
        let shop = try text(app, "Kiosk/Navigation/Shop/ShopCoordinator.swift")
        XCTAssertTrue(shop.contains("router.push(.basket)"), shop)
        // The screen reaches the coordinator that shows it and pops through its router.
        let basket = try XCTUnwrap(TreeSnapshot(app).files.first { $0.key.hasSuffix("/BasketView.swift") }).value
        let basketText = String(decoding: basket, as: UTF8.self)
        XCTAssertTrue(basketText.contains("@EnvironmentObject var coordinator: ShopCoordinator"), basketText)
        XCTAssertTrue(basketText.contains("coordinator.router.pop()"), basketText)
        // The coordinator whose enum init recorded keeps its own push.
        XCTAssertTrue(try text(app, "Kiosk/Navigation/SignIn/SignInCoordinatorView.swift").contains("case .sms:\n"))
    }

    func testAFlowBesideCoordinatorsWithTheirOwnEnumsIsRemovedByteForByte() throws {
        let (app, _) = try adopted("RouteTypePerFlowInGenericRouter")
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "coordinator", "Gifts", "--parent", "ShopCoordinator"], ["remove", "coordinator", "Gifts"]])
    }

    // MARK: Flows created by the views that show them, started by a parent

    func testAFlowStartedByAParentStaysItsViewsOwnAndIsPresentedThroughAFlag() throws {
        let (app, shape) = try adopted("ViewOwnedFlowsUnderAStateCoordinator")
        XCTAssertEqual(shape.protocol.routes?.flows?.ownedByView, true)
        try assertCommandsTypeCheckAndOnlyInsert(
            app, shape,
            [
                ["new", "coordinator", "Budget", "--parent", "AppCoordinator"],
                ["new", "screen", "Limit", "--coordinator", "Budget"],
            ])
        let parent = try text(app, "Ledger/Coordinators/AppCoordinator.swift")
        XCTAssertTrue(parent.contains("    @Published var isShowingBudget = false\n"), parent)
        XCTAssertTrue(parent.contains("        isShowingBudget = true\n"), parent)
        let parentView = try text(app, "Ledger/Coordinators/AppCoordinatorView.swift")
        XCTAssertTrue(parentView.contains(".sheet(isPresented: $appCoordinator.isShowingBudget) {"), parentView)
        XCTAssertTrue(parentView.contains("appCoordinator.isShowingBudget = false"), parentView)
        let flowView = try XCTUnwrap(TreeSnapshot(app).files.first { $0.key.hasSuffix("/BudgetCoordinatorView.swift") }).value
        XCTAssertTrue(String(decoding: flowView, as: UTF8.self).contains("@StateObject private var coordinator: BudgetCoordinator"))
    }

    func testAFlowStartedByAParentOfViewOwnedFlowsIsRemovedByteForByte() throws {
        let (app, _) = try adopted("ViewOwnedFlowsUnderAStateCoordinator")
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "coordinator", "Budget", "--parent", "AppCoordinator"], ["remove", "coordinator", "Budget"]])
    }
}
