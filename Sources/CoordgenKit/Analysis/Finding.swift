/// One problem `coordgen doctor` found: where, which rule, why, and how to fix it.
public struct Finding: Sendable, Equatable, Codable {
    /// How bad a finding is: errors make `doctor` exit 1.
    public enum Severity: String, Sendable, Codable, Comparable {
        case warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
    }

    public let file: String
    public let line: Int
    public let severity: Severity
    public let rule: String
    /// One line: why this is a problem.
    public let message: String
    /// One line: what to do.
    public let fix: String

    public init(file: String, line: Int, severity: Severity, rule: String, message: String, fix: String) {
        self.file = file
        self.line = line
        self.severity = severity
        self.rule = rule
        self.message = message
        self.fix = fix
    }

    /// `path:line: error|warning: <rule-id>: <why> (fix: <hint>)`
    public var textLine: String {
        "\(file):\(line): \(severity.rawValue): \(rule): \(message) (fix: \(fix))"
    }
}
