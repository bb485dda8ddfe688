/// What `coordgen init` detected: the app's shape and the config that records it, every finding with
/// its source, and what it could not decide (recorded with a default).
public struct AdoptionReport: Sendable {
    public var shape: AppShape
    public var config: ProjectConfig
    public var findings: [AdoptionFinding]
    /// What init could not decide, and what it recorded instead.
    public var undecided: [String]
}
