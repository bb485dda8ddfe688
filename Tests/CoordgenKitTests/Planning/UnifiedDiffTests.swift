import XCTest

@testable import CoordgenKit

final class UnifiedDiffTests: XCTestCase {
    func testInsertionShowsContext() {
        let old = "enum CoordinatorType {\n    case app\n}\n"
        let new = "enum CoordinatorType {\n    case app\n    case reservation\n}\n"
        XCTAssertEqual(
            UnifiedDiff.make(old: old, new: new, path: "CoordinatorType.swift"),
            """
            --- a/CoordinatorType.swift
            +++ b/CoordinatorType.swift
            @@ -1,3 +1,4 @@
             enum CoordinatorType {
                 case app
            +    case reservation
             }

            """)
    }

    func testEqualTextsGiveNoDiff() {
        XCTAssertEqual(UnifiedDiff.make(old: "a\nb\n", new: "a\nb\n", path: "x"), "")
    }

    func testDistantChangesGetSeparateHunks() {
        let old = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        var lines = (1...20).map { "line \($0)" }
        lines[1] = "changed 2"
        lines[18] = "changed 19"
        let diff = UnifiedDiff.make(old: old, new: lines.joined(separator: "\n") + "\n", path: "f")
        XCTAssertEqual(diff.components(separatedBy: "\n@@").count, 3, diff)
        XCTAssertTrue(diff.contains("-line 2\n+changed 2\n"), diff)
        XCTAssertTrue(diff.contains("-line 19\n+changed 19\n"), diff)
    }

    func testCRLFLinesAreComparedWithoutTheirEndings() {
        let diff = UnifiedDiff.make(old: "a\r\nb\r\n", new: "a\r\nx\r\nb\r\n", path: "f")
        XCTAssertTrue(diff.contains("\n+x\n"), diff)
        XCTAssertTrue(diff.contains("@@ -1,2 +1,3 @@"), diff)
    }
}
