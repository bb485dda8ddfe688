import Foundation
import XCTest

@testable import CoordgenKit

/// A journal coordgen did not write, or one that is damaged, is refused in one line naming it and is
/// never applied; one whose files were edited since is refused too; leftovers are removed, nothing else.
final class ChangeJournalTests: XCTestCase {
    private var sample: SampleProject!
    private var workspace: URL { sample.root.deletingLastPathComponent() }
    private var journalFile: URL { ChangeJournal.folder(in: sample.root).appendingPathComponent(ChangeJournal.fileName) }

    override func setUpWithError() throws {
        sample = try SampleProject()
    }

    override func tearDown() {
        sample?.remove()
        super.tearDown()
    }

    func testForeignOrDamagedJournalsAreRefusedAndNeverApplied() throws {
        let cases: [(label: String, edit: (inout [String: Any]) -> Void, reason: String)] = [
            ("another format", { $0["format"] = "git-index" }, "its format is \"git-index\", not \"coordgen-journal\""),
            ("a later version", { $0["version"] = 2 }, "it is version 2; this coordgen reads version 1"),
            ("no entries", { $0["entries"] = nil }, "it is not a journal coordgen wrote: no 'entries'"),
            (
                "a path climbing out", { Self.editEntry(&$0, 0) { $0["path"] = "../../outside.swift" } },
                "../../outside.swift is not a path inside the project"
            ),
            ("an absolute path", { Self.editEntry(&$0, 0) { $0["path"] = "/etc/hosts" } }, "/etc/hosts is not a path inside the project"),
            (
                "a staged file elsewhere",
                { Self.editEntry(&$0, 0) { $0["staged"] = "HotelTests/.x.coordgen-3D1DC127-F372-4D18-972C-CBFA288A8859.tmp" } },
                "Hotel/Coordinators/ReservationCoordinator.swift's staged file HotelTests/.x.coordgen-3D1DC127-F372-4D18-972C-CBFA288A8859.tmp is not one coordgen names"
            ),
            (
                "a backup outside", { Self.editEntry(&$0, 3) { $0["backup"] = "../../Hotel/x" } },
                "Hotel/Coordinators/AppCoordinator.swift has a backup (../../Hotel/x) outside .coordgen.journal/backups"
            ),
            (
                "a malformed digest", { Self.editEntry(&$0, 1) { $0["after"] = "zz" } },
                "Hotel/Screens/ReservationViewController.swift has a malformed digest"
            ),
            ("a created folder climbing out", { $0["createdFolders"] = [".."] }, "the folder .. is not a path inside the project"),
        ]
        let original = TreeSnapshot(workspace)
        for (label, edit, reason) in cases {
            try original.restore(into: workspace)
            try interrupt()
            var object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: journalFile)) as? [String: Any])
            edit(&object)
            try JSONSerialization.data(withJSONObject: object).write(to: journalFile)
            assertRefused(
                "\(ChangeJournal.folderName)/\(ChangeJournal.fileName) is not a change journal coordgen can apply (\(reason)), so nothing was done: check the project's files (git status), then remove .coordgen.journal",
                label)
        }
    }

    func testNotJSONIsRefused() throws {
        try interrupt()
        try Data("<<<<<<< HEAD\n".utf8).write(to: journalFile)
        assertRefused(
            ".coordgen.journal/journal.json is not a change journal coordgen can apply (it is not a journal coordgen wrote: not JSON), so nothing was done: check the project's files (git status), then remove .coordgen.journal",
            "not JSON")
    }

    func testAJournalFolderThatIsALinkIsRefused() throws {
        try FileManager.default.createSymbolicLink(at: ChangeJournal.folder(in: sample.root), withDestinationURL: try folderOutside())
        assertRefused(
            ".coordgen.journal is not a change journal coordgen can apply (it is not a folder), so nothing was done: check the project's files (git status), then remove .coordgen.journal",
            "a link")
    }

    /// A staged file's folder that a symbolic link takes outside: the journal is refused, not followed.
    func testAnEntryThroughALinkOutsideIsRefused() throws {
        try interrupt()
        try FileManager.default.createSymbolicLink(
            at: sample.root.appendingPathComponent("Escape"), withDestinationURL: try folderOutside())
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: journalFile)) as? [String: Any])
        Self.editEntry(&object, 0) {
            $0["path"] = "Escape/X.swift"
            $0["staged"] = "Escape/.X.swift.coordgen-3D1DC127-F372-4D18-972C-CBFA288A8859.tmp"
        }
        try JSONSerialization.data(withJSONObject: object).write(to: journalFile)
        assertRefused(
            ".coordgen.journal/journal.json is not a change journal coordgen can apply (Escape/X.swift resolves outside the project), so nothing was done: check the project's files (git status), then remove .coordgen.journal",
            "through a link")
    }

    func testAFileEditedSinceTheInterruptionStopsRecovery() throws {
        try interrupt()
        let moved = sample.root.appendingPathComponent("Hotel/Coordinators/ReservationCoordinator.swift")
        try Data("// edited by hand since\n".utf8).write(to: moved)
        assertRefused(
            "an interrupted `new coordinator Reservation --parent App` cannot be completed or undone: Hotel/Coordinators/ReservationCoordinator.swift changed since; nothing was done: check the project's files (git status), then remove .coordgen.journal",
            "edited since")
    }

    /// Staged files an older coordgen left beside the change's files go; other hidden files stay.
    func testLeftoverStagedFilesAreRemovedAndNothingElse() throws {
        try interrupt()
        let folder = sample.root.appendingPathComponent("Hotel/Coordinators")
        let leftover = folder.appendingPathComponent(".Old.swift.coordgen-9F1C2E0A-5B6D-4C7E-8F90-A1B2C3D4E5F6.tmp")
        let unrelated = [".Old.swift.swp", ".Old.swift.coordgen-not-a-uuid.tmp", ".DS_Store"].map(folder.appendingPathComponent)
        for url in [leftover] + unrelated { try Data("x".utf8).write(to: url) }
        let report = try ProjectLock(around: sample.root).recovery
        XCTAssertEqual(
            report?.description, "an interrupted `new coordinator Reservation --parent App` was completed: 5 files, 1 staged file removed")
        XCTAssertFalse(FileManager.default.fileExists(atPath: leftover.path))
        for url in unrelated { XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), url.lastPathComponent) }
    }

    /// Killed while the first journal was being written: only its unfinished file is there.
    func testAnUnfinishedFirstJournalIsRemovedSilently() throws {
        let before = TreeSnapshot(workspace)
        try FileManager.default.createDirectory(at: ChangeJournal.folder(in: sample.root), withIntermediateDirectories: false)
        try Data("{\"form".utf8).write(to: journalFile.appendingPathExtension("tmp"))
        XCTAssertNil(try ProjectLock(around: sample.root).recovery)
        XCTAssertEqual(TreeSnapshot(workspace), before)
    }

    func testDigestsMatchTheStandardVectors() {
        XCTAssertEqual(SHA256Digest.hex(of: Data()), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256Digest.hex(of: Data("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SHA256Digest.hex(of: Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(
            SHA256Digest.hex(of: Data(repeating: UInt8(ascii: "a"), count: 1_000_000)),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    func testConflictMarkersAreFoundOnlyAtTheStartOfALine() {
        XCTAssertEqual(MergeConflictMarker.first(in: Array("a\n<<<<<<< HEAD\nb\n=======\nc\n>>>>>>> x\n".utf8))?.line, 2)
        XCTAssertEqual(MergeConflictMarker.first(in: Array("a\r\n=======\r\n".utf8)), MergeConflictMarker(line: 2, text: "======="))
        for text in ["// =======\n", "let s = \"<<<<<<< HEAD\"\n", "<<<<<<<<\n", "========\n", "<<<<<<<x\n", "  >>>>>>> b\n"] {
            XCTAssertNil(MergeConflictMarker.first(in: Array(text.utf8)), text)
        }
    }

    /// A project reached through a symbolic link is still one project: its own files are inside.
    func testAProjectReachedThroughALinkContainsItsFiles() throws {
        let links = try Repository.temporaryDirectory("fence-link")
        defer { try? FileManager.default.removeItem(at: links) }
        let linked = links.appendingPathComponent("Hotel")
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: sample.root)
        let fence = ProjectFence(root: linked)
        XCTAssertTrue(fence.contains(linked.appendingPathComponent("Hotel/Coordinators/New.swift")))
        XCTAssertTrue(fence.contains(sample.root.appendingPathComponent("Hotel/Coordinators/New.swift")))
        XCTAssertTrue(fence.contains(linked.appendingPathComponent("Hotel/Missing/Deeper/../New.swift")))
        XCTAssertFalse(fence.contains(linked.appendingPathComponent("Hotel/../../New.swift")))
        XCTAssertFalse(fence.contains(links))
    }

    // MARK: - Helpers

    /// A new folder outside the project, removed after the test.
    private func folderOutside() throws -> URL {
        let folder = try Repository.temporaryDirectory("outside")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    /// Leaves the journal of `new coordinator Reservation --parent App` stopped after 2 of its 5 moves.
    private func interrupt() throws {
        let plan = try sample.plannedCoordinator()
        var applier = PlanApplier()
        applier.seam.afterMove = { if $0 == 2 { throw SimulatedCrash() } }
        XCTAssertThrowsError(try applier.apply(plan))
        XCTAssertTrue(ChangeJournal.isPresent(in: sample.root))
    }

    /// Recovery throws `message`, one line, and the workspace stays as it was.
    private func assertRefused(_ message: String, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        let before = TreeSnapshot(workspace)
        XCTAssertThrowsError(try ProjectLock(around: sample.root).recovery, label, file: file, line: line) { error in
            XCTAssertEqual((error as? JournalError)?.description, message, label, file: file, line: line)
            XCTAssertFalse(String(describing: error).contains("\n"), label, file: file, line: line)
        }
        XCTAssertEqual(TreeSnapshot(workspace), before, label, file: file, line: line)
    }

    private static func editEntry(_ object: inout [String: Any], _ index: Int, _ edit: (inout [String: Any]) -> Void) {
        var entries = object["entries"] as? [[String: Any]] ?? []
        edit(&entries[index])
        object["entries"] = entries
    }
}
