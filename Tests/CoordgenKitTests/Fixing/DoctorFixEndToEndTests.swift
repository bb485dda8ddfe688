import Foundation
import XCTest

/// `coordgen doctor --fix` as a user runs it.
final class DoctorFixEndToEndTests: EndToEndTestCase {
    override var makesProject: Bool { false }

    /// The copy of a doctor fixture, as `Coordinators/` of an app folder in the workspace.
    private func app(_ fixture: String) throws -> URL {
        let folder = workspace.appendingPathComponent("Shop")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: DoctorFixtures.folder(fixture), to: folder.appendingPathComponent("Coordinators"))
        return folder
    }

    func testFixThenDoctorIsCleanAndTheReadmeTranscriptIsTheRealOutput() throws {
        let shop = try app("strong-finish-delegate/bad")
        let dryRun = CoordgenBinary.run(["doctor", "--fix", "--dry-run"], in: shop)
        XCTAssertEqual(dryRun.status, 0, dryRun.output)
        XCTAssertTrue(dryRun.stdout.contains("+    weak var parentCoordinator: MainCoordinator?"), dryRun.stdout)

        let fixed = CoordgenBinary.run(["doctor", "--fix"], in: shop)
        XCTAssertEqual(fixed.status, 0, fixed.output)
        let text = try String(contentsOf: shop.appendingPathComponent("Coordinators/Coordinators.swift"), encoding: .utf8)
        XCTAssertTrue(text.contains("    weak var coordinator: MainCoordinator?  // expect"), text)
        XCTAssertTrue(text.contains("child.onFinish = { [weak child] in  // expect"), text)

        let transcript = "$ coordgen doctor --fix\n" + fixed.stdout
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(
            readme.contains("```\n" + transcript + "```"), "README's doctor --fix transcript differs from the real output:\n\(transcript)")

        let doctor = CoordgenBinary.run(["doctor"], in: shop)
        XCTAssertEqual(doctor.status, 0, doctor.output)
        XCTAssertFalse(doctor.stdout.contains(": error: "), doctor.stdout)
    }

    func testFixExitsOneWhenErrorsAreLeftAndChangesNothingItCannotFix() throws {
        let shop = try app("coordinator-type-case/bad")
        let before = TreeSnapshot(shop)
        let result = CoordgenBinary.run(["doctor", "--fix"], in: shop)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.stdout.contains("no automatic fix: which flow should own the case"), result.stdout)
        XCTAssertEqual(TreeSnapshot(shop), before)
    }

    func testDryRunWithoutFixAndFixWithJSONAreUsageErrors() {
        let dryRun = CoordgenBinary.run(["doctor", "--dry-run"], in: workspace)
        XCTAssertEqual(dryRun.status, 64, dryRun.output)
        XCTAssertTrue(dryRun.stderr.contains("--dry-run only goes with --fix"), dryRun.stderr)
        let json = CoordgenBinary.run(["doctor", "--fix", "--format", "json"], in: workspace)
        XCTAssertEqual(json.status, 64, json.output)
    }

    func testHelpTeachesTheFix() {
        let help = CoordgenBinary.run(["doctor", "--help"], in: workspace)
        XCTAssertEqual(help.status, 0)
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for text in ["--fix", "--dry-run", "no automatic fix", "weak var", "coordgen doctor --fix --dry-run"] {
            XCTAssertTrue(words.contains(text), "doctor --help lacks \(text)")
        }
    }
}
