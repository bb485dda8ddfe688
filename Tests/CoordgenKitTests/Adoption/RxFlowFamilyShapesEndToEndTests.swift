import Foundation
import XCTest

@testable import CoordgenKit

/// RxFlow apps whose flows are read beyond the plain `guard let step = step as? AppStep; switch step`:
/// a flow whose root is its screen, pushing on that screen's navigation controller, with the step cast
/// to another name (`RxFlowRootIsAScreen`); and one steps enum for the app reached through a property of
/// the app's on `Step` (`step.asOrchardStep`), whose tab flow starts its tabs in one `Flows.use(a, b,
/// when:)` call (`RxFlowAppWideStepsThroughAProperty`). Each gets a screen and a flow that type-check
/// against the RxFlow stand-ins, edits that only insert, and removals that give back every byte.
final class RxFlowFamilyShapesEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        workspaces = []
        super.tearDown()
    }

    /// A copy of `fixture`, type-checked as it is, after `init` (which must succeed without flags); with
    /// its output.
    private func adopted(_ fixture: String, module: String) throws -> (app: URL, output: String) {
        let app = try ExistingApps.copy(fixture)
        workspaces.append(app.deletingLastPathComponent())
        assertTypeChecks(app, module: module)
        return (app, run(["init"], in: app).output)
    }

    @discardableResult
    private func run(_ arguments: [String], in app: URL, line: UInt = #line) -> CoordgenBinary.Result {
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)", line: line)
        return result
    }

    /// Swift 5 mode, minimal and complete checking, as `RxFlowFamilyEndToEndTests` checks.
    private func assertTypeChecks(_ app: URL, module: String, line: UInt = #line) {
        for mode in [LanguageSettings.Mode.swift5Minimal, .swift5Complete] {
            do {
                _ = try SwiftCompiler.typeCheck(
                    appSources: ExistingApps.swiftFilesOf(app, under: module), moduleName: module,
                    settings: LanguageSettings(mode: mode), frameworks: .rxflow, deploymentTarget: "15.0")
            } catch let failure as SwiftCompiler.Failure {
                XCTFail("\(mode): " + failure.errors.map(\.description).joined(separator: "\n"), line: line)
            } catch {
                XCTFail("\(mode): \(error)", line: line)
            }
        }
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    /// `guard let accountsStep = step as? AccountsStep; switch accountsStep`, the root the accounts
    /// screen: the new screen's step goes in the flow's own enum and is pushed on the flow's
    /// `navigationController` property, not presented from the screen.
    func testAFlowWhoseRootIsItsScreenPushesANewScreenOnItsNavigationController() throws {
        let (app, output) = try adopted("RxFlowRootIsAScreen", module: "Ledger")
        XCTAssertTrue(output.contains("a steps enum per flow named {Name}Step (2 of 2: AccountsStep, AppStep)"), output)
        let before = TreeSnapshot(app)
        let screen = run(["new", "screen", "Giraffe", "--coordinator", "Accounts"], in: app)
        XCTAssertTrue(screen.output.contains("not a navigation controller, so it pushes GiraffeViewController on its navigationController"), screen.output)
        let flow = try text(app, "Ledger/Flows/AccountsFlow.swift")
        XCTAssertTrue(flow.contains("    case entryIsComplete\n    case giraffe\n}"), flow)
        XCTAssertTrue(
            flow.contains(
                "        case .giraffe:\n            let viewController = GiraffeViewController()\n            navigationController?.pushViewController(viewController, animated: true)\n            return .none\n        }"
            ), flow)
        run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertTrue(try text(app, "Ledger/Flows/AppFlow.swift").contains("        case .zebra:\n            let zebraFlow = ZebraFlow()"))
        before.assertOnlyGainedLines(in: app, "new screen and new coordinator")
        assertTypeChecks(app, module: "Ledger")
        run(["remove", "coordinator", "Zebra"], in: app)
        run(["remove", "screen", "Giraffe", "--coordinator", "Accounts"], in: app)
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    /// A screen root named as the clause's new screen is (`viewController`), beside an implicitly unwrapped
    /// navigation controller nothing in the flow sets: the screen is presented from `self.viewController`,
    /// not pushed on what may be nil, nor presented from the new screen itself.
    func testAScreenRootNamedViewControllerPresentsFromSelfWhereNoNavigationControllerIsSet() throws {
        let (app, _) = try adopted("RxFlowRootIsAScreen", module: "Ledger")
        let url = app.appendingPathComponent("Ledger/Flows/AccountsFlow.swift")
        let original = try String(contentsOf: url, encoding: .utf8)
        let edited = original.replacingOccurrences(of: "accountsViewController", with: "viewController")
            .replacingOccurrences(
                of: "private var navigationController: UINavigationController? {\n        return viewController.navigationController\n    }",
                with: "var navigationController: UINavigationController!")
        XCTAssertNotEqual(edited, original)
        try Data(edited.utf8).write(to: url)
        assertTypeChecks(app, module: "Ledger")
        let before = TreeSnapshot(app)
        run(["new", "screen", "Giraffe", "--coordinator", "Accounts"], in: app)
        let flow = try text(app, "Ledger/Flows/AccountsFlow.swift")
        XCTAssertTrue(
            flow.contains("        case .giraffe:\n            let viewController = GiraffeViewController()\n            self.viewController.present(viewController, animated: true)\n"),
            flow)
        assertTypeChecks(app, module: "Ledger")
        run(["remove", "screen", "Giraffe", "--coordinator", "Accounts"], in: app)
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    /// `guard let step = step.asOrchardStep`: the app's one steps enum is read through the property, so a
    /// new screen's step goes into it and its clause before the flow's `default:`.
    func testAnAppWideStepsEnumReachedThroughAPropertyGetsANewScreensStep() throws {
        let (app, output) = try adopted("RxFlowAppWideStepsThroughAProperty", module: "Orchard")
        XCTAssertTrue(output.contains("one steps enum for the app, OrchardStep, which 4 of 4 flows switch over"), output)
        XCTAssertTrue(output.contains("{name}IsRequired (3 of 4 steps"), output)
        let before = TreeSnapshot(app)
        run(["new", "screen", "Giraffe", "--coordinator", "Trees"], in: app)
        XCTAssertTrue(try text(app, "Orchard/Flows/OrchardStep.swift").contains("    case basketIsRequired\n    case giraffeIsRequired\n}"))
        let flow = try text(app, "Orchard/Flows/TreesFlow.swift")
        XCTAssertTrue(
            flow.contains(
                "        case .giraffeIsRequired:\n            let viewController = GiraffeViewController()\n            rootVC.pushViewController(viewController, animated: true)\n            return .none\n        default:"
            ), flow)
        before.assertOnlyGainedLines(in: app, "new screen")
        assertTypeChecks(app, module: "Orchard")
        run(["remove", "screen", "Giraffe", "--coordinator", "Trees"], in: app)
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    /// A parent starting its tabs in one `Flows.use(treesFlow, basketFlow, when:)`: the new flow is
    /// presented on its own step, and the output says the tabs were left as they are and how to add one.
    func testANewFlowUnderAParentStartingItsTabsTogetherSaysTheTabsAreUnchanged() throws {
        let (app, _) = try adopted("RxFlowAppWideStepsThroughAProperty", module: "Orchard")
        let before = TreeSnapshot(app)
        let result = run(["new", "coordinator", "Zebra", "--parent", "Tabs"], in: app)
        XCTAssertTrue(
            result.output.contains(
                "TabsFlow starts treesFlow, basketFlow together in one Flows.use(…, when:) call, which coordgen leaves as it is: ZebraFlow is presented on .zebraIsRequired, not one of them"
            ), result.output)
        let parent = try text(app, "Orchard/Flows/TabsFlow.swift")
        XCTAssertTrue(parent.contains("        case .zebraIsRequired:\n            let zebraFlow = ZebraFlow()\n            Flows.use(zebraFlow, when: .created) { [unowned self] root in\n                self.rootVC.present(root, animated: true)"), parent)
        XCTAssertTrue(parent.contains("Flows.use(treesFlow, basketFlow, when: .created)"), parent)
        before.assertOnlyGainedLines(in: app, "new coordinator")
        assertTypeChecks(app, module: "Orchard")
        run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    /// `--like` a tab started in that call: the copy's step and property start nothing, so the output
    /// says nothing starts it rather than that it is wired.
    func testACopyOfATabStartedTogetherSaysNothingStartsIt() throws {
        let (app, _) = try adopted("RxFlowAppWideStepsThroughAProperty", module: "Orchard")
        let before = TreeSnapshot(app)
        let result = run(["new", "coordinator", "Okapi", "--like", "Basket"], in: app)
        XCTAssertFalse(result.output.contains("wired Okapi"), result.output)
        XCTAssertTrue(result.output.contains("so nothing starts OkapiFlow yet: Basket is started where coordgen copies nothing"), result.output)
        XCTAssertTrue(result.output.contains("copied Basket's case basketIsRequired for Okapi in Orchard/Flows/OrchardStep.swift (which does not start it)"), result.output)
        before.assertOnlyGainedLines(in: app, "new coordinator --like")
        assertTypeChecks(app, module: "Orchard")
        run(["remove", "coordinator", "Okapi"], in: app)
        XCTAssertEqual(TreeSnapshot(app), before)
    }
}
