import SwiftParser
import SwiftSyntax

/// How a case name must be written in source: plain, or in backticks when it is a reserved keyword.
enum CaseNameSpelling {
    /// The source spelling of `name` as an enum case: `reservation`, or `` `default` `` for a keyword.
    ///
    /// `name` may already carry backticks. Anything that does not lex as one identifier or keyword
    /// (spaces, leading digits, `$0`, `_`) is refused rather than written as a raw identifier.
    static func spelling(of name: String) throws -> String {
        let plain = SourceEditNames.unescaped(name)
        guard !plain.isEmpty, !plain.contains("`") else {
            throw SourceEditError.invalidIdentifier(name)
        }
        let probePrefix = "enum E { case "
        let probe = Parser.parse(source: probePrefix + plain + " }")
        let offset = probePrefix.utf8.count
        let token = probe.tokens(viewMode: .sourceAccurate).first {
            $0.positionAfterSkippingLeadingTrivia.utf8Offset == offset
        }
        guard let token, token.text == plain else {
            throw SourceEditError.invalidIdentifier(name)
        }
        switch token.tokenKind {
        case .identifier where !probe.hasError:
            return plain
        case .identifier, .keyword:
            // Reserved words only parse as case names when escaped; make sure the escaped form does.
            let escaped = "`\(plain)`"
            let escapedProbe = Parser.parse(source: probePrefix + escaped + " }")
            guard !escapedProbe.hasError else {
                throw SourceEditError.invalidIdentifier(name)
            }
            return escaped
        default:
            throw SourceEditError.invalidIdentifier(name)
        }
    }
}
