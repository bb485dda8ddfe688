import SwiftParser
import SwiftSyntax

/// Checks Swift source text for syntax errors with swift-syntax.
public enum SwiftSyntaxCheck {
    /// The first syntax error in `source` as `SourceEditError.unparsable`, or nil when it parses cleanly.
    public static func firstError(in source: String) -> SourceEditError? {
        let tree = Parser.parse(source: source)
        guard tree.hasError else { return nil }
        let problem = SwiftSyntaxProblem.first(in: tree)
        return .unparsable(line: problem.line, message: problem.message)
    }
}
