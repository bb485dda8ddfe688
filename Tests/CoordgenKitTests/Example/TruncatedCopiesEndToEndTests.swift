import Foundation
import XCTest

@testable import CoordgenKit

/// Copies made by `--like` keep what the copied code still uses (`StepEnumsSharedFileFlowsResolveScreens`,
/// an RxFlow app whose step enums share one file and whose flows push screens made from their types):
/// the copied step enum keeps its `: Step` (the parent hands `ZebraStep.root` to `OneStepper`), loses the
/// case whose screen the copy leaves out as the flow's `switch` loses it (so the switch stays exhaustive),
/// and the view model calls none of the private members the copy left out (`bindStepper()`, which emitted
/// that case). The copy type-checks, and `remove coordinator` gives every byte back.
final class TruncatedCopiesEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        workspaces = []
        super.tearDown()
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    /// Swift 5 mode, minimal and complete checking, as the RxFlow library is built.
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

    func testACopiedStepEnumKeepsItsConformanceAndOnlyTheCasesItsSwitchKeeps() throws {
        let app = try ExistingApps.copy("StepEnumsSharedFileFlowsResolveScreens")
        workspaces.append(app.deletingLastPathComponent())
        XCTAssertEqual(CoordgenBinary.run(["init"], in: app).status, 0)
        let adopted = TreeSnapshot(app)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--like", "Books"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        adopted.assertOnlyGainedLines(in: app)

        let steps = try text(app, "Shelf/Flows/ZebraSteps.swift")
        XCTAssertTrue(steps.contains("enum ZebraStep: Step {"), steps)
        XCTAssertFalse(steps.contains("details"), steps)
        let flow = try text(app, "Shelf/Flows/ZebraFlow.swift")
        XCTAssertTrue(flow.contains("case .root:\n            return push(to: ZebraViewController.self)"), flow)
        XCTAssertFalse(flow.contains("details"), flow)
        let viewModel = try text(app, "Shelf/Screens/Zebra/ZebraViewModel.swift")
        XCTAssertFalse(viewModel.contains("bindStepper"), viewModel)
        XCTAssertTrue(viewModel.contains("bindTitles()"), viewModel)
        assertTypeChecks(app, module: "Shelf")

        let removed = CoordgenBinary.run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(removed.status, 0, removed.output)
        XCTAssertEqual(TreeSnapshot(app), adopted, "remove gives back the adopted tree")
    }

    /// `CoordinatorWiresSharedFactoryBackReference`: the example's coordinator hands itself to a presenter
    /// from another folder (`presenter.coordinator = self`, `weak var coordinator: FeedCoordinator?`), which
    /// the copy does not copy: the copy could not be assigned there, so it is refused in one line naming
    /// the property (its own factory, named after the flow, is copied with it and is not named).
    func testACopyAssigningItselfToAPropertyTypedWithTheExampleIsRefusedNamingIt() throws {
        let (app, _, _) = try ExistingApps.adopted("CoordinatorWiresSharedFactoryBackReference", into: &workspaces)
        let before = TreeSnapshot(app)
        let refused = CoordgenBinary.run(["new", "coordinator", "Zebra", "--like", "Feed"], in: app)
        XCTAssertNotEqual(refused.status, 0)
        XCTAssertEqual(refused.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, refused.stderr)
        XCTAssertTrue(
            refused.stderr.contains(
                "a copy of Feed would not compile: FeedCoordinator assigns itself to GatePresenter.coordinator, typed FeedCoordinator, and GatePresenter is not Feed's own to copy; type that property with a protocol both coordinators adopt, or make the flow like another with --like"
            ), refused.stderr)
        XCTAssertEqual(TreeSnapshot(app), before, "a refusal changes nothing")
    }
}
