import Foundation
import XCTest

@testable import CoordgenKit

/// RxFlow tab flows whose stack a base flow holds (`class HomeFlow: BaseFlow`, the base's `var root:
/// Presentable { rootViewController }`), where the tab flow's first step is named like its first tab
/// (`case .homeIsRequired: return navigateToHome()` in `TabsFlow`, building every tab's flow) and so is
/// the first tab's own (`navigateToHome()` in `HomeFlow`, which sets its stack).
///
/// A new screen of `HomeFlow` is pushed onto the inherited stack by the built-in family (it was made like
/// the root screen, replacing the stack); made like a screen on request (`--like`), it is wired into `HomeFlow`
/// and the steps enum alone: `TabsFlow`, another flow by the app's `{Name}Flow` naming, gets no copy of
/// its tab-building method.
final class RxFlowTabStepNamedLikeItsFirstTabEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> URL {
        let app = try ExistingApps.copy("RxFlowTabStepNamedLikeItsFirstTab")
        workspaces.append(app.deletingLastPathComponent())
        XCTAssertEqual(CoordgenBinary.run(["init"], in: app).status, 0)
        return app
    }

    func testANewScreenIsPushedOntoTheStackTheBaseFlowHolds() throws {
        let app = try adopted()
        let result = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "HomeFlow"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let flow = try String(contentsOf: app.appendingPathComponent("Harbor/Flows/HomeFlow.swift"), encoding: .utf8)
        XCTAssertTrue(flow.contains("case .giraffeIsRequired:\n            let viewController = GiraffeViewController()\n            rootViewController.pushViewController(viewController, animated: true)"), flow)
        XCTAssertTrue(result.stdout.contains("added case giraffeIsRequired to AppStep"), result.stdout)
    }

    func testAScreenMadeLikeTheFirstTabsIsWiredIntoItsFlowAndTheStepsAlone() throws {
        let app = try adopted()
        let tabs = app.appendingPathComponent("Harbor/Flows/TabsFlow.swift")
        let before = try Data(contentsOf: tabs)
        let result = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "HomeFlow", "--like", "HomeViewController"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(try Data(contentsOf: tabs), before, "TabsFlow is another flow: \(result.output)")
        XCTAssertTrue(result.stdout.contains("wired Giraffe like Home in Harbor/Flows/HomeFlow.swift"), result.stdout)
        XCTAssertTrue(result.stdout.contains("wired Giraffe like Home in Harbor/Flows/AppStep.swift"), result.stdout)
    }
}
