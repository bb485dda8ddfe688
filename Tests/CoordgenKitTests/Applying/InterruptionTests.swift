import Foundation
import XCTest

@testable import CoordgenKit

/// Stops `PlanApplier` after move k, as a kill would (no undo, the journal left), for every k of a
/// multi-file change — a new project (only created files), a new coordinator with a parent in a new
/// project and in a classic-`.xcodeproj` app (replaced files: the parent, `CoordinatorType.swift`,
/// `project.pbxproj`), and one with `--force` replacing an existing screen — then runs the next command's
/// recovery and checks the whole workspace is byte-identical to an uninterrupted run, or, when a staged
/// file was lost, to the original, with no staged file or journal left and the one-line report exact.
final class InterruptionTests: XCTestCase {
    private var folders: [URL] = []

    override func tearDown() {
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
        super.tearDown()
    }

    func testNewProjectInterruptedAfterEveryMove() throws {
        let output = try Repository.temporaryDirectory("interrupt-new-project")
        folders.append(output)
        let options = ProjectOptions(name: "Hotel", outputDirectory: output, bundleIdentifier: "com.example.hotel")
        var plan = try ProjectGenerator().plan(options)
        plan.command = "new project Hotel"
        try assertEveryInterruptionRecovers(plan, root: output.appendingPathComponent("Hotel"), workspace: output) {
            // The next command is the same one: it finishes or undoes the interrupted project first.
            try ProjectGenerator().plan(options).notes.first
        }
    }

    func testNewCoordinatorInNewProjectInterruptedAfterEveryMove() throws {
        let sample = try SampleProject()
        folders.append(sample.root.deletingLastPathComponent())
        let plan = try sample.plannedCoordinator()
        try assertEveryInterruptionRecovers(plan, root: sample.root, workspace: sample.root.deletingLastPathComponent()) {
            try ProjectLock(around: sample.root.appendingPathComponent("Hotel")).recovery?.description
        }
    }

    func testNewCoordinatorInClassicAppInterruptedAfterEveryMove() throws {
        let fixture = try ClassicProjectFixture("objectVersion-46")
        folders.append(fixture.root.deletingLastPathComponent())
        var plan = try fixture.plan { project, files in
            try CoordinatorGenerator(project: project, files: files).plan(CoordinatorOptions(name: "Reservation", parent: "App"))
        }.plan
        XCTAssertTrue(plan.changes.contains { $0.url.lastPathComponent == "project.pbxproj" && $0.action == .modify })
        plan.command = "new coordinator Reservation --parent App"
        try assertEveryInterruptionRecovers(plan, root: fixture.root, workspace: fixture.root.deletingLastPathComponent()) {
            try ProjectLock(around: fixture.root).recovery?.description
        }
    }

    func testForcedOverwriteInClassicAppInterruptedAfterEveryMove() throws {
        let fixture = try ClassicProjectFixture("objectVersion-56")
        folders.append(fixture.root.deletingLastPathComponent())
        let screen = fixture.root.appendingPathComponent("Hotel/Screens/ReservationViewController.swift")
        try Data("// a hand-written screen coordgen replaces with --force\n".utf8).write(to: screen)
        var plan = try fixture.plan { project, files in
            try CoordinatorGenerator(project: project, files: files).plan(
                CoordinatorOptions(name: "Reservation", parent: "App", overwrite: true))
        }.plan
        XCTAssertEqual(plan.changes.first { $0.url.standardizedFileURL == screen.standardizedFileURL }?.action, .modify)
        plan.command = "new coordinator Reservation --parent App --force"
        try assertEveryInterruptionRecovers(plan, root: fixture.root, workspace: fixture.root.deletingLastPathComponent()) {
            try ProjectLock(around: fixture.root).recovery?.description
        }
    }

    /// Killed while staging (the journal still says `staging`): nothing in the project had changed,
    /// so recovery removes the staged files, the backups and the journal.
    func testInterruptedWhileStagingIsUndone() throws {
        let sample = try SampleProject()
        folders.append(sample.root.deletingLastPathComponent())
        let workspace = sample.root.deletingLastPathComponent()
        let plan = try sample.plannedCoordinator()
        let original = TreeSnapshot(workspace)
        try crash(plan, afterMove: 0)
        let journalFile = ChangeJournal.folder(in: sample.root).appendingPathComponent(ChangeJournal.fileName)
        let text = try String(contentsOf: journalFile, encoding: .utf8)
        XCTAssertTrue(text.contains("\"state\" : \"moving\""), text)
        try Data(text.replacingOccurrences(of: "\"state\" : \"moving\"", with: "\"state\" : \"staging\"").utf8).write(to: journalFile)

        let report = try ProjectLock(around: sample.root).recovery?.description
        XCTAssertEqual(
            report,
            "an interrupted `new coordinator Reservation --parent App` was undone; it had not changed any file yet, 5 staged files removed")
        XCTAssertEqual(TreeSnapshot(workspace), original)
    }

    /// A move that fails (not a kill) is undone at once through the journal, for every k: the command
    /// fails, the workspace is as it was, and nothing is left for the next command.
    func testAFailedMoveIsUndoneAtOnce() throws {
        let fixture = try ClassicProjectFixture("objectVersion-46")
        folders.append(fixture.root.deletingLastPathComponent())
        let workspace = fixture.root.deletingLastPathComponent()
        let plan = try fixture.plan { project, files in
            try CoordinatorGenerator(project: project, files: files).plan(CoordinatorOptions(name: "Reservation", parent: "App"))
        }.plan
        let original = TreeSnapshot(workspace)
        for k in 0...plan.changes.filter(\.writes).count {
            var applier = PlanApplier()
            applier.seam.afterMove = { number in
                if number == k { throw PlanError.writeFailed(path: "move \(k)", reason: "a failure for the test") }
            }
            XCTAssertThrowsError(try applier.apply(plan)) { error in
                XCTAssertEqual(error as? PlanError, .writeFailed(path: "move \(k)", reason: "a failure for the test"))
            }
            XCTAssertEqual(TreeSnapshot(workspace), original, "failed after move \(k)")
        }
    }

    /// A dry run reports the journal and leaves everything as it is.
    func testDryRunOnlyReportsTheJournal() throws {
        let sample = try SampleProject()
        folders.append(sample.root.deletingLastPathComponent())
        let workspace = sample.root.deletingLastPathComponent()
        let plan = try sample.plannedCoordinator()
        try crash(plan, afterMove: 2)
        let interrupted = TreeSnapshot(workspace)
        let report = try ProjectLock(around: sample.root, dryRun: true).recovery?.description
        XCTAssertEqual(
            report,
            "an interrupted `new coordinator Reservation --parent App` left a journal in .coordgen.journal: the next command will complete it (3 of 5 files still to move); nothing was done (--dry-run), and the plan below is made from the files as they are"
        )
        XCTAssertEqual(TreeSnapshot(workspace), interrupted)
    }

    // MARK: - Helpers

    /// For k = 0 (journal written, nothing moved) through every move, with and without a staged file
    /// lost before the next command: the workspace after `next()` is the uninterrupted result, or the
    /// original, and `next()` reports it in one exact line.
    private func assertEveryInterruptionRecovers(
        _ plan: Plan, root: URL, workspace: URL, file: StaticString = #filePath, line: UInt = #line, next: () throws -> String?
    ) throws {
        let original = TreeSnapshot(workspace)
        try PlanApplier().apply(plan)
        let completed = TreeSnapshot(workspace)
        XCTAssertNotEqual(completed, original, file: file, line: line)
        let writes = plan.changes.filter(\.writes)
        XCTAssertGreaterThanOrEqual(writes.count, 4, "a multi-file change", file: file, line: line)
        let command = try XCTUnwrap(plan.command)
        for moves in 0...writes.count {
            for losesStagedFile in [false, true] where !(losesStagedFile && moves == writes.count) {
                let label = "stopped after move \(moves)\(losesStagedFile ? ", a staged file lost" : "")"
                try original.restore(into: workspace)
                try crash(plan, afterMove: moves)
                XCTAssertTrue(ChangeJournal.isPresent(in: root), label, file: file, line: line)
                XCTAssertEqual(stagedFiles(in: workspace).count, writes.count - moves, label, file: file, line: line)
                if losesStagedFile {
                    let pending = try XCTUnwrap(ChangeJournal.read(in: root).entries[moves].staged)
                    try FileManager.default.removeItem(at: root.appendingPathComponent(pending))
                }
                let report = try next()
                if losesStagedFile {
                    let moved = writes.prefix(moves)
                    var parts: [String] = []
                    let restored = moved.filter { $0.oldContents != nil }.count
                    let removed = moved.count - restored
                    if restored > 0 { parts.append("\(restored) file\(restored == 1 ? "" : "s") restored") }
                    if removed > 0 { parts.append("\(removed) file\(removed == 1 ? "" : "s") removed") }
                    let left = writes.count - moves - 1
                    let staged = left == 0 ? "" : ", \(left) staged file\(left == 1 ? "" : "s") removed"
                    let expected =
                        parts.isEmpty
                        ? "an interrupted `\(command)` was undone; it had not changed any file yet\(staged)"
                        : "an interrupted `\(command)` was undone, because a staged file was missing: \(parts.joined(separator: ", "))\(staged)"
                    XCTAssertEqual(report, expected, label, file: file, line: line)
                    XCTAssertEqual(TreeSnapshot(workspace), original, label, file: file, line: line)
                } else {
                    XCTAssertEqual(
                        report, "an interrupted `\(command)` was completed: \(writes.count) files", label, file: file, line: line)
                    XCTAssertEqual(TreeSnapshot(workspace), completed, label, file: file, line: line)
                }
                XCTAssertEqual(stagedFiles(in: workspace), [], label, file: file, line: line)
            }
        }
    }

    /// Applies `plan` and stops after move `k` as a killed process would.
    private func crash(_ plan: Plan, afterMove k: Int) throws {
        var applier = PlanApplier()
        applier.seam.afterMove = { number in if number == k { throw SimulatedCrash() } }
        XCTAssertThrowsError(try applier.apply(plan)) { error in
            XCTAssertTrue(error is SimulatedCrash, "\(error)")
        }
    }

    /// Staged files of coordgen's anywhere below `folder`.
    private func stagedFiles(in folder: URL) -> [String] {
        TreeSnapshot(folder).files.keys.filter { JournalReplay.isStagedFileName(PathMath.fileName(of: $0)) }.sorted()
    }
}
