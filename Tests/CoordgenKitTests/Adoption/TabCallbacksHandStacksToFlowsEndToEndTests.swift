import Foundation
import XCTest

@testable import CoordgenKit

/// A router app whose tab coordinator holds no router and runs its flows from callbacks its tab bar calls
/// with a tab's navigation controller (`dockView.onTidesSelected = runTidesFlow()`), where each flow's
/// module factory returns a screen and its view model (so init records no factory coordgen writes through,
/// and ``ParentWithoutRouter`` has none to make a flow with). The tabs are laid out outside the
/// coordinators: `new coordinator --parent Dock` is refused in one line that says so and names the
/// `--like` that makes the flow all the same; that `--like` only adds lines, and everything type-checks.
final class TabCallbacksHandStacksToFlowsEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    func testTheTabParentIsRefusedInOneLineNamingTheLikeThatWorks() throws {
        let (app, shape, _) = try ExistingApps.adopted("TabCallbacksHandStacksToFlows", into: &workspaces)
        let original = TreeSnapshot(app)
        let child = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Dock"], in: app)
        XCTAssertNotEqual(child.status, 0, child.output)
        let errors = child.output.components(separatedBy: "\n").filter { $0.hasPrefix("Error:") }
        XCTAssertEqual(errors.count, 1, child.output)
        XCTAssertTrue(errors.first?.contains("DockCoordinator holds no `router`") == true, child.output)
        XCTAssertTrue(errors.first?.contains("(`dockView.onFirstAppearance = runTidesFlow()`)") == true, child.output)
        XCTAssertTrue(errors.first?.contains("`coordgen new coordinator Zebra --like Moorings`") == true, child.output)
        XCTAssertEqual(TreeSnapshot(app), original)

        let like = CoordgenBinary.run(["new", "coordinator", "Zebra", "--like", "Moorings"], in: app)
        XCTAssertEqual(like.status, 0, like.output)
        original.assertOnlyGainedLines(in: app)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal)])
    }
}

/// The callbacks a tab parent hands its tab bar.
final class TabCallbackParentTests: XCTestCase {
    func testACallbackTakingANavigationControllerIsFoundInTheParentsClassOnly() {
        let text = """
            final class Tabs {
                override func start() {
                    view.title = makeTitle()
                    view.onFeedSelect = runFeedFlow()
                }
                private func makeTitle() -> String { "" }
                private func runFeedFlow() -> ((UINavigationController) -> Void) { { _ in } }
            }
            """
        XCTAssertEqual(TabCallbackParent.callback(inClass: "Tabs", of: text), "view.onFeedSelect = runFeedFlow()")
        XCTAssertNil(TabCallbackParent.callback(inClass: "Other", of: text))
        XCTAssertTrue(TabCallbackParent.isNavigationCallback("((UINavigationController) -> Void)?"))
        XCTAssertFalse(TabCallbackParent.isNavigationCallback("(UIViewController) -> Void"))
    }
}
