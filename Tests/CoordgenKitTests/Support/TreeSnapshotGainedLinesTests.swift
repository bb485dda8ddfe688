import Foundation
import XCTest

/// The insertion-only check every adopted-app test relies on: it must pass inserted lines and report
/// a changed line, a deleted line and a deleted file, naming the file.
final class TreeSnapshotGainedLinesTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try Repository.temporaryDirectory("gained-lines")
        try write("A.swift", "struct A {\n    let a = 1\n}\n")
        try write("B.swift", "struct B {}\n")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    private func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    func testInsertedLinesAreNoLoss() throws {
        let before = TreeSnapshot(folder)
        try write("A.swift", "import UIKit\nstruct A {\n    let a = 1\n    let b = 2\n}\n")
        try write("C.swift", "struct C {}\n")
        XCTAssertEqual(before.linesLost(in: TreeSnapshot(folder)), [:])
        XCTAssertTrue(before.onlyGainedLines(in: TreeSnapshot(folder)))
    }

    func testAChangedLineADeletedLineAndADeletedFileAreReportedByFile() throws {
        let before = TreeSnapshot(folder)
        try write("A.swift", "struct A {\n    let a = 2\n}\n")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("B.swift"))
        let lost = before.linesLost(in: TreeSnapshot(folder))
        XCTAssertEqual(lost["A.swift"], ["    let a = 1", "}", ""])
        XCTAssertEqual(lost["B.swift"], ["struct B {}", ""])
        XCTAssertFalse(before.onlyGainedLines(in: TreeSnapshot(folder)))
    }
}
