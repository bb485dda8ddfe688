import XCTest

@testable import CoordgenKit

final class PlanApplierTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("coordgen-apply-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.appendingPathComponent("locked").path)
        try? FileManager.default.removeItem(at: root)
    }

    func testCreatesFilesAndFolders() throws {
        var plan = Plan(root: root)
        plan.add(FilePlanner().planWrite("one\n", to: root.appendingPathComponent("a/b/one.txt"), in: plan))
        XCTAssertEqual(plan.changes.first?.action, .create)
        try PlanApplier().apply(plan)
        XCTAssertEqual(try String(contentsOf: root.appendingPathComponent("a/b/one.txt"), encoding: .utf8), "one\n")
    }

    func testExistingFileIsAConflictUnlessForced() throws {
        let file = root.appendingPathComponent("x.txt")
        try "old\n".write(to: file, atomically: true, encoding: .utf8)
        var plan = Plan(root: root)
        plan.add(FilePlanner().planWrite("new\n", to: file, in: plan))
        XCTAssertThrowsError(try PlanApplier().apply(plan)) { error in
            XCTAssertEqual((error as? PlanError)?.description, "x.txt: already exists; use --force to overwrite it")
        }
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "old\n")

        var forced = Plan(root: root)
        forced.add(FilePlanner(overwriteExisting: true).planWrite("new\n", to: file, in: forced))
        XCTAssertEqual(forced.changes.first?.action, .modify)
        try PlanApplier().apply(forced)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "new\n")
    }

    /// An edited file keeps its permission bits (an executable script stays executable), journaled
    /// (a project's plan) or not.
    func testAnEditedFileKeepsItsPermissions() throws {
        for journaled in [false, true] {
            let file = root.appendingPathComponent("script-\(journaled).sh")
            try "echo old\n".write(to: file, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o741], ofItemAtPath: file.path)
            var plan = Plan(root: root)
            if journaled { plan.projectRoot = root }
            plan.add(FilePlanner.planEdit(of: file, from: "echo old\n", to: "echo new\n", in: plan, summary: "edited"))
            try PlanApplier().apply(plan)
            XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "echo new\n")
            let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
            XCTAssertEqual(mode, 0o741, "journaled: \(journaled)")
        }
    }

    func testIdenticalFileIsNotRewritten() throws {
        let file = root.appendingPathComponent("same.txt")
        try "same\n".write(to: file, atomically: true, encoding: .utf8)
        var plan = Plan(root: root)
        plan.add(FilePlanner().planWrite("same\n", to: file, in: plan))
        XCTAssertEqual(plan.changes.first?.action, .identical)
    }

    func testAllConflictsAreReportedTogether() throws {
        for name in ["a.txt", "b.txt"] {
            try "x".write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        var plan = Plan(root: root)
        for name in ["a.txt", "b.txt"] {
            plan.add(FilePlanner().planWrite("y", to: root.appendingPathComponent(name), in: plan))
        }
        XCTAssertThrowsError(try plan.validate()) { error in
            let text = (error as? PlanError)?.description ?? ""
            XCTAssertTrue(text.hasPrefix("2 files cannot be written:"), text)
            XCTAssertTrue(text.contains("a.txt") && text.contains("b.txt"), text)
        }
    }

    func testFailureHalfwayRestoresEverything() throws {
        guard getuid() != 0 else {
            throw XCTSkip("root ignores folder permissions; the end-to-end suite covers this as a non-root user")
        }
        let edited = root.appendingPathComponent("edited.txt")
        try "before\n".write(to: edited, atomically: true, encoding: .utf8)
        let locked = root.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        var plan = Plan(root: root)
        plan.add(FilePlanner.planEdit(of: edited, from: "before\n", to: "after\n", in: plan, summary: "edited"))
        plan.add(FilePlanner().planWrite("new", to: root.appendingPathComponent("new/created.txt"), in: plan))
        plan.add(FilePlanner().planWrite("never", to: locked.appendingPathComponent("f.txt"), in: plan))
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)

        XCTAssertThrowsError(try PlanApplier().apply(plan))
        XCTAssertEqual(try String(contentsOf: edited, encoding: .utf8), "before\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("new").path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(), ["edited.txt", "locked"])
    }

    func testRollBackAfterAFailedRenameRestoresEditedFiles() throws {
        // A destination that turns into a folder after planning makes the rename fail after the first
        // file was already replaced; the first file must come back.
        let first = root.appendingPathComponent("first.txt")
        try "original\n".write(to: first, atomically: true, encoding: .utf8)
        var plan = Plan(root: root)
        plan.add(FilePlanner.planEdit(of: first, from: "original\n", to: "changed\n", in: plan, summary: "edited"))
        let blocked = root.appendingPathComponent("second.txt")
        plan.add(FilePlanner().planWrite("second\n", to: blocked, in: plan))
        try FileManager.default.createDirectory(at: blocked.appendingPathComponent("child"), withIntermediateDirectories: true)

        XCTAssertThrowsError(try PlanApplier().apply(plan))
        XCTAssertEqual(try String(contentsOf: first, encoding: .utf8), "original\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    func testFileChangedAfterPlanningIsNotOverwritten() throws {
        let file = root.appendingPathComponent("f.txt")
        try "v1\n".write(to: file, atomically: true, encoding: .utf8)
        var plan = Plan(root: root)
        plan.add(FilePlanner.planEdit(of: file, from: "v1\n", to: "v1 edited\n", in: plan, summary: "edited"))
        try "v2 from someone else\n".write(to: file, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try PlanApplier().apply(plan)) { error in
            XCTAssertEqual(error as? PlanError, .changedOnDisk("f.txt"))
        }
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "v2 from someone else\n")
    }
}
