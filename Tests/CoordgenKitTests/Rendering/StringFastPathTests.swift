import XCTest

@testable import CoordgenKit

/// The byte-level fast paths of rendering give exactly what the character-level code they stand in
/// for gives, on ASCII text and on the text they leave to it.
final class StringFastPathTests: XCTestCase {
    /// Random texts of the characters that matter to each: newlines, braces, spaces, placeholders.
    private func texts(from alphabet: [String], count: Int, seed: UInt64) -> [String] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined()
        }
    }

    func testBlankLinesAreCollapsedAsByCharacters() {
        let samples = texts(from: ["\n", "\n", "{", "}", " ", "a", "\r\n", "é"], count: 3_000, seed: 7)
            + ["", "\n", "\n\n", "a\n\n\nb", "{\n\n}", "\n\nx{\n\nb\n", "a\r\n\r\nb", "é\n\n{\n\nz"]
        for text in samples {
            XCTAssertEqual(text.withoutStrayBlankLines, text.withoutStrayBlankLinesByCharacters, text.debugDescription)
        }
    }

    func testASCIIBlankLinesAreCollapsed() {
        XCTAssertEqual("\n\nclass A {\n\n    var a = 1\n\n\n}\n".withoutStrayBlankLines, "class A {\n    var a = 1\n\n}\n")
    }

    func testLiteralReplacementIsFoundations() {
        let samples = texts(from: ["{Name}", "{Na", "me}", "Name", " ", "x", "é"], count: 3_000, seed: 11)
        for text in samples {
            for (target, replacement) in [("{Name}", "Payment"), (" ", ""), ("{Name}", "Zé"), ("me}", "{Name}")] {
                XCTAssertEqual(
                    text.replacingLiteral(target, with: replacement),
                    text.replacingOccurrences(of: target, with: replacement), "\(text.debugDescription) \(target)")
            }
        }
        for text in samples {
            for target in ["{Name}", " ", "me}", "é", "x x"] {
                XCTAssertEqual(text.containsLiteral(target), text.contains(target), "\(text.debugDescription) \(target)")
            }
        }
        XCTAssertEqual("Default{Name}Coordinator".replacingLiteral("{Name}", with: "Home"), "DefaultHomeCoordinator")
        XCTAssertEqual("abc".replacingLiteral("", with: "x"), "abc".replacingOccurrences(of: "", with: "x"))
    }
}
