import Foundation
import XCTest

@testable import CoordgenKit

/// SwiftUI coordinators whose recorded protocol requires only a view (`associatedtype Content: View`),
/// where the routes live in a protocol refining it: `FlowCoordinator` adds `associatedtype Route:
/// Routable` and `func destination(for route: Route) -> Destination`, its extensions `push(route:)` and
/// `popLast()`, and one generic `NavigatingView` shows every flow's stack. Trees' enum has no case yet
/// (`enum TreesRoute: Routable { }` with an empty `navigationType` switch), and its builder is `switch
/// route { default: TreesView(…) }`. `new screen` adds the case, an arm to each of the enum's own switches
/// over `self` (as the siblings' arms or the member's type say), the view before the `default:`, and a
/// method pushing it with `push(route:)`; the app type-checks in every language mode the SwiftUI tests use.
final class GenericNavigatingViewEmptyRouteEnumEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    func testAScreenOfAFlowWhoseRouteEnumHasNoCaseIsItsFirstCaseAndTypeChecks() throws {
        let (app, shape, _) = try ExistingApps.adopted("GenericNavigatingViewEmptyRouteEnum", into: &workspaces)
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        let cells = [
            LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete), LanguageSettings(mode: .swift6),
            LanguageSettings.xcode26(.swift5Minimal), LanguageSettings.xcode26(.swift6),
        ]
        let before = cells.map { ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: $0) }
        let original = TreeSnapshot(app)
        let screen = CoordgenBinary.run(["new", "screen", "Pruning", "--coordinator", "Trees"], in: app)
        XCTAssertEqual(screen.status, 0, screen.output)
        XCTAssertTrue(
            screen.output.contains(
                "TreesCoordinator is a FlowCoordinator (which refines Coordinator) whose destination(for:) switches over TreesRoute"),
            screen.output)
        let routes = try text(app, "Orchard/Coordinators/Navigation/Route.swift")
        XCTAssertTrue(routes.contains("enum TreesRoute: Routable {\n    case pruning\n//    case grafting"), routes)
        // The member's type has a case named after the way the screen is shown; the id follows Harvest's.
        XCTAssertTrue(routes.contains("        switch self {\n        case .pruning:\n            .push\n        }"), routes)
        XCTAssertTrue(routes.contains("        switch self {\n        case .pruning:\n            \"pruning\"\n//"), routes)
        let trees = try text(app, "Orchard/Coordinators/TreesCoordinator.swift")
        XCTAssertTrue(
            trees.contains(
                "        switch route {\n        case .pruning:\n            PruningView(onFinish: { [weak self] in\n                self?.popLast()\n            })\n        default:"
            ), trees)
        XCTAssertTrue(trees.contains("    func pushToPruning() {\n        push(route: .pruning)\n    }"), trees)
        for (settings, old) in zip(cells, before) {
            let after = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings)
            XCTAssertEqual(Set(after).subtracting(old), [], "\(settings)")
        }
        original.assertOnlyGainedLines(in: app)
    }

    func testAFlowWhoseEnumHasCasesGetsTheArmItsMemberTypeNames() throws {
        let (app, shape, _) = try ExistingApps.adopted("GenericNavigatingViewEmptyRouteEnum", into: &workspaces)
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        let settings = LanguageSettings(mode: .swift5Minimal)
        let before = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings)
        let screen = CoordgenBinary.run(["new", "screen", "Crate", "--coordinator", "Harvest"], in: app)
        XCTAssertEqual(screen.status, 0, screen.output)
        let routes = try text(app, "Orchard/Coordinators/Navigation/Route.swift")
        XCTAssertTrue(
            routes.contains("        case .basket:\n            .present(.sheet)\n        case .crate:\n            .push\n"), routes)
        XCTAssertTrue(routes.contains("        case .basket: \"basket\"\n        case .crate:\n            \"crate\"\n"), routes)
        let after = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings)
        XCTAssertEqual(Set(after).subtracting(before), [])
    }

    func testAPresentedScreenIsRefusedInOneLine() throws {
        let (app, _, _) = try ExistingApps.adopted("GenericNavigatingViewEmptyRouteEnum", into: &workspaces)
        let snapshot = TreeSnapshot(app)
        let refused = CoordgenBinary.run(["new", "screen", "Pruning", "--coordinator", "Trees", "--present"], in: app)
        XCTAssertNotEqual(refused.status, 0)
        XCTAssertTrue(
            refused.stderr.contains(
                "TreesCoordinator shows TreesRoute through FlowCoordinator's destination(for:), and coordgen adds only a screen pushed with push(route:) there: add the screen without --present"
            ), refused.stderr)
        XCTAssertEqual(refused.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, refused.stderr)
        XCTAssertEqual(TreeSnapshot(app), snapshot)
    }

    /// The tab view lists each flow's page one by one (`tabCoordinator.harvestTabView.tag(TabItem.harvest)`
    /// in `TabView(selection:)`): a new tab made like Harvest gets its page there too, beside the tab
    /// coordinator's `zebraTabView` and the `TabItem` case the app's own tab bar iterates.
    func testANewTabFlowGetsItsPageInTheTabViewThatListsThemOneByOne() throws {
        let (app, shape, _) = try ExistingApps.adopted("GenericNavigatingViewEmptyRouteEnum", into: &workspaces)
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        let settings = LanguageSettings(mode: .swift5Minimal)
        let before = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings)
        let original = TreeSnapshot(app)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Tabs"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        XCTAssertTrue(zebra.output.contains("wired Zebra like Harvest in Orchard/Screens/TabsView.swift"), zebra.output)
        let view = try text(app, "Orchard/Screens/TabsView.swift")
        XCTAssertTrue(
            view.contains(
                "                tabCoordinator.harvestTabView\n                    .tag(TabItem.harvest)\n                tabCoordinator.zebraTabView\n                    .tag(TabItem.zebra)\n"
            ), view)
        // The other statements of the view's closures are not a tab's page.
        XCTAssertFalse(
            view.contains("zebraTabView\n                    .tag(TabItem.zebra)\n\n                tabCoordinator.harvestTabView"), view)
        let tabs = try text(app, "Orchard/Coordinators/TabsCoordinator.swift")
        XCTAssertTrue(tabs.contains("childCoordinators.first(as: ZebraCoordinator.self)?.rootView"), tabs)
        let after = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings)
        XCTAssertEqual(Set(after).subtracting(before), [])
        original.assertOnlyGainedLines(in: app)
    }
}
