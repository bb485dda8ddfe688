import Foundation
import XCTest

@testable import CoordgenKit

/// A large project file (thousands of objects) still gets a short `--dry-run` diff: the edit only
/// inserts lines, and the diff says exactly that instead of replacing the whole middle of the file.
final class LargeProjectDiffTests: XCTestCase {
    func testInsertionsIntoALargeProjectGiveAShortDiff() throws {
        var text = String(decoding: try ClassicProjectFixture.bytes("objectVersion-56"), as: UTF8.self)
        // 6,000 extra build files between the first and the last insertion point.
        let filler = (0..<6_000).map {
            String(
                format: "\t\t%024X /* Legacy%d.swift in Sources */ = {isa = PBXBuildFile; fileRef = %024X /* Legacy%d.swift */; };\n",
                $0 + 1, $0, $0 + 10_000_000, $0)
        }.joined()
        text = text.replacingOccurrences(of: "/* End PBXBuildFile section */\n", with: filler + "/* End PBXBuildFile section */\n")
        let document = try PBXDocument(bytes: Array(text.utf8), name: "large")
        let model = PBXProjectModel(document: document, projectFolder: "/work/Hotel")
        var editor = PBXProjectEditor(model: model)
        let hotel = try XCTUnwrap(model.target(named: "Hotel"))
        _ = try editor.add(file: "/work/Hotel/Hotel/Screens/AViewController.swift", to: hotel)
        _ = try editor.add(file: "/work/Hotel/Hotel/Screens/ZViewController.swift", to: hotel)
        let new = String(decoding: try editor.result(), as: UTF8.self)
        // The insertions lie further apart than the line-by-line diff's limit.
        let added = UnifiedDiff.editScript(text.splitLines(), new.splitLines()).filter { $0.kind == .added }.map(\.newLine)
        XCTAssertGreaterThan(try XCTUnwrap(added.max()) - (try XCTUnwrap(added.min())), UnifiedDiff.editScriptLimit)
        let diff = UnifiedDiff.make(old: text, new: new, path: "project.pbxproj")
        let lines = diff.split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count, 8, diff)
        XCTAssertEqual(lines.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.count, 0, diff)
        XCTAssertLessThan(lines.count, 80, "a short diff, not the whole file")
    }
}
