@testable import CoordgenKit
import XCTest

/// `SnippetIndenter.reindent` keeps the lines inside a multi-line string literal as they are (only the
/// base goes in front): re-indenting them would change the string's value. It finds those lines with a
/// parse only when the snippet holds `"""`; these check both ways.
final class SnippetIndenterTests: XCTestCase {
    func testLinesInsideAMultilineStringKeepTheirOwnIndentation() {
        let snippet = [
            "func banner() -> String {",
            "    let text = \"\"\"",
            "  two spaces",
            "        eight spaces",
            "  \"\"\"",
            "    return text",
            "}",
        ].joined(separator: "\n")
        let expected = [
            "\tfunc banner() -> String {",
            "\t\tlet text = \"\"\"",
            "\t  two spaces",
            "\t        eight spaces",
            "\t  \"\"\"",
            "\t\treturn text",
            "\t}",
        ].joined(separator: "\n")
        XCTAssertEqual(SnippetIndenter.reindent(snippet, base: "\t", unit: "\t", lineEnding: "\n"), expected)
    }

    func testARawMultilineStringIsFoundToo() {
        let snippet = [
            "func pattern() -> String {",
            "    #\"\"\"",
            "      \\d+ keeps six",
            "    \"\"\"#",
            "}",
        ].joined(separator: "\n")
        let expected = [
            "  func pattern() -> String {",
            "      #\"\"\"",
            "        \\d+ keeps six",
            "      \"\"\"#",
            "  }",
        ].joined(separator: "\n")
        XCTAssertEqual(SnippetIndenter.reindent(snippet, base: "  ", unit: "    ", lineEnding: "\n"), expected)
    }

    func testASnippetWithoutThreeQuotesIsReindentedLineByLine() {
        let snippet = [
            "func start() {",
            "    let quoted = \"\\\"\\\"\"",
            "    if quoted.isEmpty {",
            "        print(\"\")",
            "    }",
            "}",
        ].joined(separator: "\n")
        let expected = [
            "\tfunc start() {",
            "\t\tlet quoted = \"\\\"\\\"\"",
            "\t\tif quoted.isEmpty {",
            "\t\t\tprint(\"\")",
            "\t\t}",
            "\t}",
        ].joined(separator: "\r\n")
        XCTAssertEqual(SnippetIndenter.reindent(snippet, base: "\t", unit: "\t", lineEnding: "\r\n"), expected)
    }
}
