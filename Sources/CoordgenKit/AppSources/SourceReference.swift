/// Where a finding came from: a file relative to the app's root and, for Swift, a line.
public struct SourceReference: Equatable, Sendable, CustomStringConvertible, Comparable {
    public var file: String
    public var line: Int?

    public init(file: String, line: Int? = nil) {
        self.file = file
        self.line = line
    }

    public var description: String { line.map { "\(file):\($0)" } ?? file }

    public static func < (lhs: SourceReference, rhs: SourceReference) -> Bool {
        (lhs.file, lhs.line ?? 0) < (rhs.file, rhs.line ?? 0)
    }
}
