/// One thing `coordgen init` found, with the file (and line) it came from.
public struct AdoptionFinding: Equatable, Sendable {
    /// What was found (`protocol`, `root`, `naming`).
    public var topic: String
    /// The finding itself.
    public var value: String
    public var source: SourceReference?

    public init(_ topic: String, _ value: String, _ source: SourceReference? = nil) {
        self.topic = topic
        self.value = value
        self.source = source
    }
}
