import Stencil
import XCTest

@testable import CoordgenKit

/// `VariableOnlyLexer` makes the tokens Stencil's lexer makes of every template it takes, and takes the
/// headers coordgen writes.
final class VariableOnlyLexerTests: XCTestCase {
    private func stencilTokens(_ text: String) -> [String] {
        Template(templateString: text).tokens.map { token in
            switch token.kind {
            case .text: "text:\(token.contents)"
            case .variable: "variable:\(token.contents)"
            case .block: "block:\(token.contents)"
            case .comment: "comment:\(token.contents)"
            }
        }
    }

    private func described(_ tokens: [TypedTemplate.Token]) -> [String] {
        tokens.map { token in
            XCTAssertFalse(token.hasTrimMarker)
            return switch token.kind {
            case .text: "text:\(token.contents)"
            case .variable: "variable:\(token.contents)"
            case .block: "block:\(token.contents)"
            case .comment: "comment:\(token.contents)"
            }
        }
    }

    func testTokensAreStencilsOnRandomTemplates() {
        let alphabet = [
            "{{ fileName }}", "{{name}}", "{{ a.b }}", "{{ x", "{{", "}}", "{", "}", " ", "  ", "name", "\n", "\r\n",
            "//", "©", "é", "\u{301}", "{%", "%}", "{#", "#}", "-", "{{  y  }}", "{{ z}}", "{{{ w }}}",
        ]
        var generator = SplitMix64(seed: 45)
        var taken = 0
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            guard let tokens = VariableOnlyLexer.tokens(of: text) else { continue }
            taken += 1
            XCTAssertEqual(described(tokens), stencilTokens(text), text.debugDescription)
        }
        XCTAssertGreaterThan(taken, 300)
    }

    func testTheHeadersAreTaken() throws {
        for header in [
            ProjectConfig.defaultHeader, ProjectConfig.defaultHeader(withCopyright: true), XcodeMacro.fileHeaderLine, "", "// plain",
        ] {
            let tokens = try XCTUnwrap(VariableOnlyLexer.tokens(of: header), header)
            XCTAssertEqual(described(tokens), stencilTokens(header), header)
        }
    }

    func testOtherTemplatesAreLeftToStencil() {
        for text in ["{% if a %}x{% endif %}", "{# note #}", "{{ a }", "{{a }}", "{{  a  }}", "{ x }", "{{ a|upper }}", "{{ }}"] {
            XCTAssertNil(VariableOnlyLexer.tokens(of: text), text)
        }
    }
}
