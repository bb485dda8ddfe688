import Foundation
import XCTest

@testable import CoordgenKit

/// A tab parent holding its tabs' navigation controllers in an array it makes in place, set as the tab
/// bar's (held unannotated: `private let tabs = HarborTabBarController()`) in `startFlow()`, which then
/// hands each child an element by position. `new coordinator --parent` makes the new flow a new tab: a new
/// navigation controller of the initialiser's type, appended to the tabs by the new method, which
/// `startFlow()` calls after starting the others (instead of the one-line refusal that the parent has no
/// `navigationController` to pass). Only lines are added, and everything type-checks in every language
/// mode the app's own code does.
final class TabParentNavControllersInArrayEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []
    private static let fixture = "TabParentNavControllersInArray"
    private let cells = [
        LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete), LanguageSettings(mode: .swift6),
        LanguageSettings(mode: .swift5Minimal, defaultIsolation: .mainActor),
        LanguageSettings(mode: .swift6, defaultIsolation: .mainActor),
        LanguageSettings(mode: .swift5Minimal, approachableConcurrency: true, memberImportVisibility: true),
    ]

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    func testANewFlowBecomesATabStartedAfterItsSiblings() throws {
        let (app, shape, _) = try ExistingApps.adopted(Self.fixture, into: &workspaces)
        let original = TreeSnapshot(app)
        let child = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertEqual(child.status, 0, child.output)
        XCTAssertTrue(
            child.output.contains(
                "AppCoordinator sets its tabs from `stacks` in startFlow() and hands its children those navigation controllers by position"),
            child.output)
        XCTAssertTrue(child.output.contains("called openZebraCoordinator() at the end of AppCoordinator.startFlow()"), child.output)
        XCTAssertFalse(child.output.contains("call openZebraCoordinator() from AppCoordinator"), child.output)
        let parent = try String(contentsOf: app.appendingPathComponent("Ferry/Flows/AppCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(
            parent.contains("runBuoysFlow(navigationController: stacks[1])\n        openZebraCoordinator()\n    }"), parent)
        XCTAssertTrue(parent.contains("        let navigationController = HarborNavigationController()\n"), parent)
        XCTAssertTrue(parent.contains("navigationController: navigationController)\n"), parent)
        XCTAssertTrue(parent.contains("tabs.viewControllers = (tabs.viewControllers ?? []) + [navigationController]\n"), parent)
        let screen = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        XCTAssertEqual(screen.status, 0, screen.output)
        original.assertOnlyGainedLines(in: app)
        try assertNoNewErrorKinds(app, shape)
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted(Self.fixture, into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "coordinator", "Zebra", "--parent", "App"], ["remove", "coordinator", "Zebra"]])
    }

    /// In the app's own mode and under MainActor by default the app has no error at all; in the other
    /// cells no kind of error the untouched app lacks (its nonisolated coordinators make view controllers).
    private func assertNoNewErrorKinds(_ app: URL, _ shape: AppShape) throws {
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        let original = try ExistingApps.copy(Self.fixture)
        workspaces.append(original.deletingLastPathComponent())
        let kinds = { (errors: Set<String>) in Set(errors.map(ExistingApps.errorKind)) }
        for settings in cells {
            let after = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings)
            if settings == LanguageSettings(mode: .swift5Minimal) || settings.defaultIsolation == .mainActor {
                XCTAssertEqual(after, [], "\(settings)")
                continue
            }
            let before = ExistingApps.compileErrors(of: original, under: appFolder, module: shape.module, settings: settings)
            XCTAssertEqual(kinds(after).subtracting(kinds(before)), [], "\(settings): errors the generated code brought")
        }
    }
}

/// The method of a tab parent that sets its tabs from an array of navigation controllers it hands its
/// children by position, and the call starting a new flow there.
final class TabsFromStackArrayTests: XCTestCase {
    private let parent = """
        final class Tabs: Base {
            private let stacks = [Nav(), Nav()]
            private let bar = MainTabBarController()

            func begin() {
                self.bar.viewControllers = stacks
                runOne(navigationController: stacks[0])
            }
        }
        """

    private func find(_ source: String, tabBar: String = "bar") throws -> TabsFromStackArray? {
        let text = source + "\nclass Nav: UINavigationController {}\n"
        let parsed = try ParsedSwiftSource(text)
        let index = DeclarationIndex(files: [SourceFile(path: "Tabs.swift", text: text)])
        return try TabsFromStackArray.find(
            inClass: "Tabs", tabBar: TabBarControllerProperty(name: tabBar, optional: false), parsed: parsed, index: index)
    }

    func testTheMethodSettingTheTabsFromTheArrayGetsTheCallLast() throws {
        let site = try XCTUnwrap(try find(parent))
        XCTAssertEqual(site.method, "begin")
        XCTAssertEqual(site.array, "stacks")
        let edited = try site.startingAtLaunch(
            "openNew()", inClass: "Tabs", in: ParsedSwiftSource(parent + "\nclass Nav: UINavigationController {}\n"))
        XCTAssertTrue(edited.contains("runOne(navigationController: stacks[0])\n        openNew()\n    }"), edited)
    }

    func testTabsOfAnotherArrayOrNoneHandedByPositionAreNoSite() throws {
        XCTAssertNil(try find(parent, tabBar: "other"))
        XCTAssertNil(try find(parent.replacingOccurrences(of: "runOne(navigationController: stacks[0])", with: "runOne()")))
        XCTAssertNil(try find(parent.replacingOccurrences(of: "[Nav(), Nav()]", with: "[UIViewController(), Nav()]")))
    }
}
