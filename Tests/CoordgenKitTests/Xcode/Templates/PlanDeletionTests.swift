import Foundation
import XCTest

@testable import CoordgenKit

/// The `delete` action that `coordgen xcode install` (stale files) and `uninstall` use: files go
/// before the folders holding them, a folder is removed only when empty, and a failure puts back
/// everything already removed or written.
final class PlanDeletionTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try Repository.temporaryDirectory("plan-delete")
        try write("old", to: "Group/Bundle.xctemplate/Old.swift")
        try write("keep", to: "Group/Bundle.xctemplate/Kept.swift")
        try write("other", to: "Other/Theirs.swift")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    func testDeletesFilesThenTheFolderThatHeldThem() throws {
        var plan = Plan(root: root)
        for path in ["Group/Bundle.xctemplate/Old.swift", "Group/Bundle.xctemplate/Kept.swift", "Group/Bundle.xctemplate"] {
            plan.add(try XCTUnwrap(FilePlanner.planDeletion(of: root.appendingPathComponent(path), in: plan)))
        }
        XCTAssertEqual(
            plan.changes.map(\.displayPath),
            ["Group/Bundle.xctemplate/Old.swift", "Group/Bundle.xctemplate/Kept.swift", "Group/Bundle.xctemplate/"])
        XCTAssertEqual(plan.changes.map(\.summary).last, "removed Group/Bundle.xctemplate/")

        try PlanApplier().apply(plan)

        XCTAssertEqual(GoldenTree.listFiles(root), ["Other/Theirs.swift"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Group").path), "only planned folders go")
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Group/Bundle.xctemplate").path))
    }

    func testNothingToDeleteIsNoChange() {
        XCTAssertNil(FilePlanner.planDeletion(of: root.appendingPathComponent("Missing.swift"), in: Plan(root: root)))
    }

    func testFailedDeletionPutsEverythingBack() throws {
        let before = TreeSnapshot(root)
        var plan = Plan(root: root)
        plan.add(FilePlanner().planWrite("new", to: root.appendingPathComponent("Group/New/New.swift"), in: plan))
        plan.add(
            FilePlanner(overwriteExisting: true).planWrite(
                "changed", to: root.appendingPathComponent("Group/Bundle.xctemplate/Kept.swift"), in: plan))
        plan.add(try XCTUnwrap(FilePlanner.planDeletion(of: root.appendingPathComponent("Group/Bundle.xctemplate/Old.swift"), in: plan)))
        plan.add(try XCTUnwrap(FilePlanner.planDeletion(of: root.appendingPathComponent("Other"), in: plan)))
        // Other/ still holds a file nobody planned to remove, so removing the folder fails.

        XCTAssertThrowsError(try PlanApplier().apply(plan)) { error in
            XCTAssertTrue("\(error)".hasPrefix("could not remove Other/:"), "\(error)")
        }
        XCTAssertEqual(TreeSnapshot(root), before, "the removed file, the overwritten one and the new folder must be rolled back")
    }

    func testFileChangedSincePlanningIsNotDeleted() throws {
        var plan = Plan(root: root)
        plan.add(try XCTUnwrap(FilePlanner.planDeletion(of: root.appendingPathComponent("Group/Bundle.xctemplate/Old.swift"), in: plan)))
        try write("edited meanwhile", to: "Group/Bundle.xctemplate/Old.swift")
        let before = TreeSnapshot(root)

        XCTAssertThrowsError(try PlanApplier().apply(plan)) { error in
            XCTAssertEqual(error as? PlanError, .changedOnDisk("Group/Bundle.xctemplate/Old.swift"))
        }
        XCTAssertEqual(TreeSnapshot(root), before)
    }

    func testSymbolicLinkIsNeverFollowed() throws {
        let link = root.appendingPathComponent("Group/Link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: root.appendingPathComponent("Other"))
        let change = try XCTUnwrap(FilePlanner.planDeletion(of: link, in: Plan(root: root)))
        XCTAssertEqual(change.action, .conflict(reason: "is a symbolic link; remove it yourself"))
    }

    func testDryRunListsDeletionsAndNeverPrintsBinaryDiffs() throws {
        try Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2]).write(to: root.appendingPathComponent("Icon.png"))
        var plan = Plan(root: root)
        plan.add(
            FilePlanner(overwriteExisting: true).planWrite(
                Data([0x89, 0x50, 0x4E, 0x47, 0, 9, 9]), to: root.appendingPathComponent("Icon.png"), in: plan))
        plan.add(try XCTUnwrap(FilePlanner.planDeletion(of: root.appendingPathComponent("Other/Theirs.swift"), in: plan)))

        XCTAssertEqual(
            PlanReport.dryRun(plan),
            """
            Dry run: nothing was written. The plan:
              modify  Icon.png  (overwrote Icon.png)
              delete  Other/Theirs.swift

            Binary file Icon.png differs

            """)
    }

    private func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
