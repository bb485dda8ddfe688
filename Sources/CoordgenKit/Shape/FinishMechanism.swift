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
        /// A property holding the parent itself, typed by its class, whose method the child calls
        /// (`parentCoordinator?.childDidFinish(self)`).
        case parent
        /// Nothing: the parent never learns that a child finished.
        case none
    }

    public var kind: Kind
    /// The delegate protocol's name (delegate), or the protocol that declares the closure, which every
    /// coordinator then implements itself (closure: the router style's `CoordinatorFinishOutput`, an app's
    /// `{Name}CoordinatorOutput`); absent for a closure the base class or coordinator protocol declares.
    public var `protocol`: String?
    /// Whether the delegate protocol is class-bound, so the property can be `weak` (delegate only).
    public var classBound: Bool?
    /// The coordinator's property holding the delegate, the closure or the parent (`finishDelegate`,
    /// `onFinish`, `parentCoordinator`).
    public var property: String?
    /// The parent's class, which declares the method (parent only).
    public var parentType: String?
    /// Whether the parent property is `weak` (parent only).
    public var weak: Bool?
    /// The closure's type as written (`(() -> Void)?`), closure only.
    public var closureType: String?
    /// The method's base name (`coordinatorDidFinish`, `childDidFinish`), delegate and parent.
    public var method: String?
    /// The method's argument labels, `_` for none (`childCoordinator`), delegate and parent.
    public var labels: [String]?
    /// The type of the method's parameter as written (`any Coordinator`, `Coordinator`).
    public var parameterType: String?
    /// Whether each coordinator class declares the closure itself, neither its base class nor a protocol
    /// declaring it (closure only: `var finishFlow: (() -> Void)?` in every flow of a base class without one).
    public var declaredByFlows: Bool?
    /// Whether each flow's parent property is typed by the class of the coordinator that starts it
    /// (`weak var parentCoordinator: MainCoordinator?` in one flow, `TabBarCoordinator?` in another), so
    /// a new flow's is its `--parent`'s class and `parentType` is nobody's (parent only). `method` is
    /// then the method every parent has alike (`removeChildCoordinator(_:)`), if any.
    public var parentPerFlow: Bool?
    /// The method a parent declares for each flow it starts, as a pattern with `{Name}` for the flow
    /// and its argument labels (`child{Name}CoordinatorDidFinish(_:)`), taking the finished coordinator
    /// (parent per flow only).
    public var flowMethod: String?
    /// Whether each flow declares a delegate protocol of its own, which its parent adopts
    /// (`protocol SignInCoordinatorDelegate: AnyObject { func signInCoordinatorDidFinish(_:keeper:) }`):
    /// `protocol` is then the protocol's name as a pattern (`{Name}CoordinatorDelegate`) and `flowMethod`
    /// the finish method's, taking the finished coordinator only (`{name}CoordinatorDidFinish(_:)`, where
    /// `{name}` is the flow's name in lower camel case); the arguments some flows pass besides are theirs
    /// (delegate only).
    public var delegatePerFlow: Bool?
    /// What a new flow passes to a finish closure that takes arguments when it ends, one Swift expression
    /// per argument (`nil`, `.cancelled`, `""`); absent, `nil` for each argument where all are optional
    /// (closure only).
    public var closureArguments: [String]?
    /// The delegate protocol's other requirements that take the finished coordinator first, as a new
    /// coordinator's conformance declares them, each dropping the child as the finish method does
    /// (`func coordinatorDidFinish(childCoordinator: Coordinator, splashEvent: Event)`); absent where it
    /// has none (delegate only).
    public var otherMethods: [String]?

    public init(
        kind: Kind, protocol: String? = nil, classBound: Bool? = nil, property: String? = nil, parentType: String? = nil,
        weak: Bool? = nil, closureType: String? = nil, method: String? = nil, labels: [String]? = nil,
        parameterType: String? = nil, declaredByFlows: Bool? = nil, parentPerFlow: Bool? = nil, flowMethod: String? = nil,
        delegatePerFlow: Bool? = nil, closureArguments: [String]? = nil, otherMethods: [String]? = nil
    ) {
        self.kind = kind
        self.protocol = `protocol`
        self.classBound = classBound
        self.property = property
        self.parentType = parentType
        self.weak = weak
        self.closureType = closureType
        self.method = method
        self.labels = labels
        self.parameterType = parameterType
        self.declaredByFlows = declaredByFlows
        self.parentPerFlow = parentPerFlow
        self.flowMethod = flowMethod
        self.delegatePerFlow = delegatePerFlow
        self.closureArguments = closureArguments
        self.otherMethods = otherMethods
    }

    /// The delegate method as Swift names it: `coordinatorDidFinish(childCoordinator:)`.
    public var methodSignature: String? {
        guard let method else { return nil }
        return "\(method)(\((labels ?? []).map { "\($0):" }.joined()))"
    }

    /// Whether the closure takes no arguments (`(() -> Void)?`, the type assumed when none is recorded),
    /// the only kind generated code calls.
    public var closureTakesNoArguments: Bool {
        (closureType ?? "(() -> Void)?").replacingLiteral(" ", with: "").hasPrefix("(()->")
    }

    /// No finish mechanism.
    public static let none = FinishMechanism(kind: .none)
}
