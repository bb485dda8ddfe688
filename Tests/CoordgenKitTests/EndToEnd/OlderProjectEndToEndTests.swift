import Foundation
import XCTest

@testable import CoordgenKit

/// A uikit project coordgen made before its Back fix (`Tests/Fixtures/OlderProjects/UIKitBeforeBackFix`,
/// the `new project` output of that version): its `Coordinator` lacks `finishFlowsPopped(from:)`.
/// `doctor` says so, `new coordinator --present` refuses with the fix and changes nothing, and after
/// that fix (`init --force`) the presented flow is generated in the project's own shape and compiles.
final class OlderProjectEndToEndTests: EndToEndTestCase {
    override var makesProject: Bool { false }

    override func setUpWithError() throws {
        try super.setUpWithError()
        let fixture = Repository.root.appendingPathComponent("Tests/Fixtures/OlderProjects/UIKitBeforeBackFix")
        try FileManager.default.copyItem(at: fixture, to: project)
    }

    func testDoctorReportsTheMissingMethodAndPresentRefusesUntilTheShapeIsRecorded() throws {
        let doctor = coordgen("doctor")
        XCTAssertTrue(
            doctor.stdout.contains("Hotel/Coordinators/Coordinator.swift:16: warning: missing-finish-flows-popped:"), doctor.output)

        assertRefused(
            ["new", "coordinator", "Payment", "--parent", "App", "--present"],
            saying: "Coordinator has no finishFlowsPopped(from:), which a presented flow calls")
        let refused = coordgen("new", "coordinator", "Payment", "--parent", "App", "--present")
        XCTAssertEqual(refused.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("run `coordgen init --force`"), refused.stderr)

        // The fix the message names.
        let initRun = coordgen("init", "--force")
        XCTAssertEqual(initRun.status, 0, initRun.output)
        XCTAssertFalse(coordgen("doctor").stdout.contains("missing-finish-flows-popped"))
        let pushed = coordgen("new", "coordinator", "Reservation", "--parent", "App")
        XCTAssertEqual(pushed.status, 0, pushed.output)
        let presented = coordgen("new", "coordinator", "Payment", "--parent", "Reservation", "--present")
        XCTAssertEqual(presented.status, 0, presented.output)
        let payment = try read("Hotel/Coordinators/PaymentCoordinator.swift")
        XCTAssertFalse(payment.contains("finishFlowsPopped"), payment)

        let sources = GoldenTree.listFiles(project).filter { $0.hasSuffix(".swift") }.map(project.appendingPathComponent)
        let app = sources.filter { !$0.path.contains("/HotelTests/") }
        let tests = sources.filter { $0.path.contains("/HotelTests/") }
        for version in [5, 6] {
            let result = try SwiftCompiler.typeCheck(appSources: app, testSources: tests, moduleName: "Hotel", swiftVersion: version)
            XCTAssertEqual(result.warnings, [], "Swift \(version)")
        }
    }
}
