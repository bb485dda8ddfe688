import Foundation
import XCTest

/// A `.coordgen.journal` coordgen did not write — damaged, another tool's, or one that points outside
/// the project — stops every command that reads the project, in one line naming it, with nothing done.
final class ForeignJournalTests: BadInputTestCase {
    private static let add = ["new", "coordinator", "Payment", "--parent", "App"]

    static let inputs: [BadInput] = [
        journal(
            "a journal that is not JSON", "not json\n",
            saying:
                ".coordgen.journal/journal.json is not a change journal coordgen can apply (it is not a journal coordgen wrote: not JSON)"),
        journal(
            "another tool's journal",
            #"{"format": "sqlite-rollback", "version": 1, "command": "x", "state": "moving", "entries": [], "createdFolders": []}"#,
            saying: "its format is \"sqlite-rollback\", not \"coordgen-journal\""),
        journal(
            "a journal that moves a file out of the project",
            #"{"format": "coordgen-journal", "version": 1, "command": "x", "state": "moving", "createdFolders": [], "entries": [{"kind": "write", "path": "../Evil.swift", "staged": "../.Evil.swift.coordgen-3D1DC127-F372-4D18-972C-CBFA288A8859.tmp", "after": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"}]}"#,
            saying: "../Evil.swift is not a path inside the project"),
        BadInput(
            label: "a dry run with a foreign journal", arguments: add + ["--dry-run"],
            prepare: { try $0.write("[]", to: ".coordgen.journal/journal.json") },
            message: ".coordgen.journal/journal.json is not a change journal"),
        BadInput(
            label: "doctor with a foreign journal", arguments: ["doctor"],
            prepare: { try $0.write("[]", to: ".coordgen.journal/journal.json") },
            message: ".coordgen.journal/journal.json is not a change journal"),
    ]

    func testForeignJournalsAreRefused() {
        assertAllRefused(Self.inputs)
    }

    private static func journal(_ label: String, _ text: String, saying message: String) -> BadInput {
        BadInput(label: label, arguments: add, prepare: { try $0.write(text, to: ".coordgen.journal/journal.json") }, message: message)
    }
}
