import XCTest

@testable import CoordgenKit

/// Planning without writing: what `new coordinator` and `new screen` decide, and that a refused plan
/// collects every problem.
final class CoordinatorPlanningTests: XCTestCase {
    private var sample: SampleProject!
    private var project: Project!

    override func setUpWithError() throws {
        sample = try SampleProject()
        project = try Project.locate(from: sample.root)
    }

    override func tearDown() {
        sample.remove()
    }

    private func coordinatorPlan(_ options: CoordinatorOptions) throws -> Plan {
        try CoordinatorGenerator(project: project, files: try SourceFileRenderer(project: project)).plan(options)
    }

    func testPlanListsEveryFileWithItsAction() throws {
        let plan = try coordinatorPlan(CoordinatorOptions(name: "Reservation", parent: "App"))
        let actions = Dictionary(uniqueKeysWithValues: plan.changes.map { ($0.displayPath, $0.action) })
        XCTAssertEqual(
            actions,
            [
                "Hotel/Coordinators/ReservationCoordinator.swift": .create,
                "Hotel/Screens/ReservationViewController.swift": .create,
                "HotelTests/ReservationCoordinatorTests.swift": .create,
                "Hotel/Coordinators/CoordinatorType.swift": .modify,
                "Hotel/Coordinators/AppCoordinator.swift": .modify,
            ])
        XCTAssertEqual(
            plan.nextSteps.first, "call openReservationCoordinator() from AppCoordinator where the Reservation flow should begin")
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: sample.root.appendingPathComponent("Hotel/Coordinators/CoordinatorType.swift").path))
        XCTAssertFalse(
            FileManager.default.fileExists(
                atPath: sample.root.appendingPathComponent("Hotel/Coordinators/ReservationCoordinator.swift").path),
            "planning must not write")
    }

    func testNoTestsLeavesTheTestOut() throws {
        let plan = try coordinatorPlan(CoordinatorOptions(name: "Reservation", writesTests: false))
        XCTAssertFalse(plan.changes.contains { $0.displayPath.hasSuffix("Tests.swift") })
    }

    func testSeveralConflictsAreReportedTogether() throws {
        for path in ["Hotel/Coordinators/PaymentCoordinator.swift", "Hotel/Screens/PaymentViewController.swift"] {
            try Data("// mine\n".utf8).write(to: sample.root.appendingPathComponent(path))
        }
        let plan = try coordinatorPlan(CoordinatorOptions(name: "Payment"))
        XCTAssertEqual(
            plan.conflicts.map(\.path).sorted(),
            ["Hotel/Coordinators/PaymentCoordinator.swift", "Hotel/Screens/PaymentViewController.swift"])
        XCTAssertThrowsError(try plan.validate()) { error in
            XCTAssertTrue(String(describing: error).hasPrefix("2 files cannot be written:"), "\(error)")
        }
    }

    func testDryRunReportShowsTheDiffOfTheEnum() throws {
        let plan = try coordinatorPlan(CoordinatorOptions(name: "sign_up"))
        let report = PlanReport.dryRun(plan)
        XCTAssertTrue(
            report.hasPrefix("note: using SignUp for \"sign_up\" (joined the words into SignUp)\nDry run: nothing was written."), report)
        XCTAssertTrue(report.contains(" enum CoordinatorType {\n     case app\n+    case signUp\n }\n"), report)
    }

    func testScreenPlanEditsOnlyTheCoordinatorsFileAndAddsTheScreen() throws {
        let plan = try ScreenGenerator(project: project, files: try SourceFileRenderer(project: project))
            .plan(ScreenOptions(name: "DetailsViewController", coordinator: "AppCoordinator", presentsModally: true))
        XCTAssertEqual(
            plan.changes.map(\.displayPath).sorted(),
            ["Hotel/Coordinators/AppCoordinator.swift", "Hotel/Screens/DetailsViewController.swift"])
        XCTAssertEqual(
            plan.changes.first { $0.action == .modify }?.summary,
            "added presentDetails() to AppCoordinatorProtocol and AppCoordinator in Hotel/Coordinators/AppCoordinator.swift")
        // The screen's suffix was dropped and said so; AppCoordinator is the class's exact name, read as typed.
        XCTAssertEqual(plan.notes.count, 1, "\(plan.notes)")
    }

    func testConfiguredHeaderIsUsed() throws {
        var config = project.config
        config.header = "// {{ fileName }} — {{ projectName }} by {{ organization }}"
        let custom = Project(root: project.root, config: config)
        let plan = try CoordinatorGenerator(project: custom, files: try SourceFileRenderer(project: custom)).plan(
            CoordinatorOptions(name: "Payment"))
        let text = String(
            decoding: try XCTUnwrap(plan.changes.first { $0.displayPath.hasSuffix("PaymentCoordinator.swift") }).newContents, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("// PaymentCoordinator.swift — Hotel by Example Inc.\n\nimport UIKit\n"), text)
    }

    func testBrokenHeaderTemplateNamesTheConfig() throws {
        var config = project.config
        config.header = "// {% if %}"
        let custom = Project(root: project.root, config: config)
        XCTAssertThrowsError(
            try CoordinatorGenerator(project: custom, files: try SourceFileRenderer(project: custom)).plan(
                CoordinatorOptions(name: "Payment"))
        ) { error in
            XCTAssertTrue(String(describing: error).contains("the header in .coordgen.yml"), "\(error)")
        }
    }
}
