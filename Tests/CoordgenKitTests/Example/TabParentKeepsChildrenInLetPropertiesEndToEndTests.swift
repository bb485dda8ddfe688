import Foundation
import XCTest

@testable import CoordgenKit

/// Tab parents whose tabs are listed in an array literal, each tab's lines repeated per flow: a tab
/// coordinator holding each flow in a stored property, handing it a dependency, starting it and setting
/// its tab item, then returning `[trees.navigationController, …]` (TabParentKeepsChildrenInLetProperties);
/// a `UITabBarController` subclass holding its flows in `let`s, starting them and setting
/// `viewControllers = [homeCoordinator.navigationController, …]` (TabBarControllerStartsLetFlows); a tab
/// coordinator making each tab in a method of its own listed in `setViewControllers([prepareGalleryView(),
/// …], animated:)` (TabsMadeByMethodsListedInArray). A new tab gets every sibling line, the array element
/// included, type-checks in Swift 5 and 6, existing files only gain lines, and `remove` gives back every byte.
final class TabParentKeepsChildrenInLetPropertiesEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    /// Runs `arguments` in a freshly adopted `fixture`; checks it succeeded, only added lines and type-checks.
    private func generated(
        _ fixture: String, _ arguments: [String], file: StaticString = #filePath, line: UInt = #line
    ) throws -> (URL, String) {
        let (app, shape, _) = try ExistingApps.adopted(fixture, into: &workspaces)
        let original = TreeSnapshot(app)
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(result.status, 0, result.output, file: file, line: line)
        original.assertOnlyGainedLines(in: app)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        return (app, result.output)
    }

    private static let tabsFile = "Orchard/Tabs/TabsCoordinator.swift"

    /// Every line a tab of TabsCoordinator has, for Zebra, beside Harvest's.
    private func assertZebraIsATabLikeHarvest(_ tabs: String, file: StaticString = #filePath, line: UInt = #line) {
        for expected in [
            "    private let harvest = HarvestCoordinator(presenter: UINavigationController())\n\n    private let zebra = ZebraCoordinator(presenter: UINavigationController())\n",
            "        harvest.store = store\n        zebra.store = store\n",
            "        start(coordinator: harvest)\n        start(coordinator: zebra)\n",
            "        let item2 = UITabBarItem(title: \"Harvest\", image: nil, selectedImage: nil)\n        let zebraItem = UITabBarItem(title: \"Harvest\", image: nil, selectedImage: nil)\n",
            "        harvest.navigationController.tabBarItem = item2\n        zebra.navigationController.tabBarItem = zebraItem\n",
            "            harvest.navigationController,\n            zebra.navigationController,\n            weather.navigationController\n        ]",
        ] {
            XCTAssertTrue(tabs.contains(expected), "missing:\n\(expected)\nin:\n\(tabs)", file: file, line: line)
        }
    }

    func testANewFlowUnderTheTabParentIsATabWithEverySiblingLine() throws {
        let (app, output) = try generated("TabParentKeepsChildrenInLetProperties", ["new", "coordinator", "Zebra", "--parent", "Tabs"])
        XCTAssertTrue(
            output.contains(
                "TabsCoordinator holds its tabs' flows in properties of its own (trees, harvest, weather) and lists them in the array literal `[trees.navigationController, …]` in makeTabs(), which an open method coordgen writes would not join), so Zebra is made like Harvest"
            ), output)
        XCTAssertFalse(output.contains("nothing starts"), output)
        assertZebraIsATabLikeHarvest(try text(app, Self.tabsFile))
    }

    func testACopyOfATabIsATabWithEverySiblingLine() throws {
        let (app, output) = try generated("TabParentKeepsChildrenInLetProperties", ["new", "coordinator", "Zebra", "--like", "Harvest"])
        XCTAssertTrue(output.contains("`coordgen tree` shows ZebraCoordinator"), output)
        assertZebraIsATabLikeHarvest(try text(app, Self.tabsFile))
        let tree = CoordgenBinary.run(["tree"], in: app)
        XCTAssertFalse(tree.output.contains("ZebraCoordinator  (no root or parent found)"), tree.output)
    }

    func testATabBarControllersLetFlowIsCopiedWithItsStartAndItsElement() throws {
        let (app, output) = try generated("TabBarControllerStartsLetFlows", ["new", "coordinator", "Zebra", "--like", "Home"])
        XCTAssertFalse(output.contains("nothing starts"), output)
        let controller = try text(app, "Quarry/TabBar/TabBarController.swift")
        for expected in [
            "    let zebraCoordinator = ZebraCoordinator(navigationController: UINavigationController())\n",
            "        homeCoordinator.start()\n        zebraCoordinator.start()\n        profileCoordinator.start()\n",
            "            homeCoordinator.navigationController,\n            zebraCoordinator.navigationController,\n            profileCoordinator.navigationController\n        ]",
        ] {
            XCTAssertTrue(controller.contains(expected), "missing:\n\(expected)\nin:\n\(controller)")
        }
    }

    func testATabMadeByAMethodOfItsOwnIsListedInTheArrayOfTabs() throws {
        let (app, output) = try generated("TabsMadeByMethodsListedInArray", ["new", "coordinator", "Zebra", "--parent", "Main"])
        XCTAssertFalse(output.contains("nothing starts"), output)
        let main = try text(app, "Atrium/Coordinators/MainCoordinator.swift")
        XCTAssertTrue(
            main.contains("            prepareGalleryView(),\n            prepareZebraView(),\n            prepareLobbyView(),\n"), main)
        XCTAssertTrue(main.contains("    private func prepareZebraView() -> UINavigationController {\n"), main)
        XCTAssertTrue(main.contains("        let galleryCoordinator = ZebraCoordinator(\n"), main)
    }

    func testRemovingANewTabGivesBackEveryByte() throws {
        for (fixture, arguments) in [
            ("TabParentKeepsChildrenInLetProperties", ["new", "coordinator", "Zebra", "--parent", "Tabs"]),
            ("TabParentKeepsChildrenInLetProperties", ["new", "coordinator", "Zebra", "--like", "Weather"]),
            ("TabBarControllerStartsLetFlows", ["new", "coordinator", "Zebra", "--like", "Profile"]),
            ("TabsMadeByMethodsListedInArray", ["new", "coordinator", "Zebra", "--like", "Lobby"]),
        ] {
            let (app, _, _) = try ExistingApps.adopted(fixture, into: &workspaces)
            ExistingApps.assertGivesBackEveryByte(app, running: [arguments, ["remove", "coordinator", "Zebra"]])
        }
    }
}
