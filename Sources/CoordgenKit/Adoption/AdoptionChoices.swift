/// The answers to the questions detection may have to ask, from flags or a terminal prompt.
public struct AdoptionChoices: Equatable, Sendable {
    /// `--protocol`: the coordinator protocol's name.
    public var protocolName: String?
    /// `--root`: the root coordinator's class.
    public var root: String?
    /// `--app-target`: the app target.
    public var appTarget: String?
    /// `--flow-enum`: the enum that lists the flows.
    public var flowEnum: String?
    /// Where nobody can answer which coordinator is the root and the app makes none evident: record
    /// none (each candidate is a root of its own; `--parent` names any coordinator).
    public var noRoot = false

    public init(protocolName: String? = nil, root: String? = nil, appTarget: String? = nil, flowEnum: String? = nil) {
        self.protocolName = protocolName
        self.root = root
        self.appTarget = appTarget
        self.flowEnum = flowEnum
    }
}
