/// How a finished coordinator tells its parent that it is done.
///
/// Stored flat (one `kind` and the fields that kind uses) so `.coordgen.yml` stays easy to read and
/// correct by hand.
public struct FinishMechanism: Codable, Equatable, Sendable {
    /// The three ways apps end a flow.
    public enum Kind: String, Codable, Equatable, Sendable {
        /// A delegate protocol (`CoordinatorFinishDelegate`) the parent conforms to.
        case delegate
        /// A closure property the parent sets (`onFinish`, `finishFlow`).
        case closure
        /// Nothing: the parent never learns that a child finished.
        case none
    }

    public var kind: Kind
    /// The delegate protocol's name (delegate only).
    public var `protocol`: String?
    /// Whether the delegate protocol is class-bound, so the property can be `weak` (delegate only).
    public var classBound: Bool?
    /// The coordinator's property holding the delegate or the closure (`finishDelegate`, `onFinish`).
    public var property: String?
    /// The closure's type as written (`(() -> Void)?`), closure only.
    public var closureType: String?
    /// The delegate method's base name (`coordinatorDidFinish`), delegate only.
    public var method: String?
    /// The delegate method's argument labels, `_` for none (`childCoordinator`), delegate only.
    public var labels: [String]?
    /// The type of the method's parameter as written (`any Coordinator`, `Coordinator`).
    public var parameterType: String?

    public init(
        kind: Kind, protocol: String? = nil, classBound: Bool? = nil, property: String? = nil,
        closureType: String? = nil, method: String? = nil, labels: [String]? = nil, parameterType: String? = nil
    ) {
        self.kind = kind
        self.protocol = `protocol`
        self.classBound = classBound
        self.property = property
        self.closureType = closureType
        self.method = method
        self.labels = labels
        self.parameterType = parameterType
    }

    /// The delegate method as Swift names it: `coordinatorDidFinish(childCoordinator:)`.
    public var methodSignature: String? {
        guard let method else { return nil }
        return "\(method)(\((labels ?? []).map { "\($0):" }.joined()))"
    }

    /// No finish mechanism.
    public static let none = FinishMechanism(kind: .none)
}
