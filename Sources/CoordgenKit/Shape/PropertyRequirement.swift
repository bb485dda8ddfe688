/// A property a coordinator protocol requires, such as `navigationController: UINavigationController`.
public struct PropertyRequirement: Codable, Equatable, Sendable {
    public var name: String
    /// The type as written, without the `?` of an optional (`UINavigationController`).
    public var type: String
    /// Whether the type is optional (`UINavigationController?`).
    public var optional: Bool
    /// Whether the requirement is settable (`{ get set }`).
    public var settable: Bool
    /// The value a new coordinator gives the property itself (`UUID()` for an identity), so no parent
    /// passes it in; absent otherwise.
    public var initialValue: String?
    /// Where `name` is a path (`dependency.navigationController`): whether the holder's type is one each
    /// coordinator declares for itself (a nested `struct Dependency`) rather than one the app shares
    /// (`AppDependency`); absent otherwise.
    public var holderPerCoordinator: Bool?
    /// False where the navigation stack is the app's own type, not a `UINavigationController`, that
    /// declares `popViewController(animated:)` but no `popToViewController(_:animated:)`: a new flow's
    /// close pops its screen instead of returning to the one before the flow; absent otherwise.
    public var popsToScreen: Bool?
    /// True where each flow declares the navigation controller itself although the coordinators share a
    /// base class, which holds none (``NewFlowStack``: a stack the parent hands its flows). Decided by
    /// generation, never recorded.
    public var declaredByFlows: Bool?

    public init(name: String, type: String, optional: Bool = false, settable: Bool = true, initialValue: String? = nil) {
        self.name = name
        self.type = type
        self.optional = optional
        self.settable = settable
        self.initialValue = initialValue
    }

    /// The type with its `?` when optional.
    public var declaredType: String { optional ? type + "?" : type }

    /// The value holding it, where `name` is a path to it (`dependency` of `dependency.navigationController`);
    /// nil for a property of the coordinator's own.
    public var holder: String? {
        name.contains(".") ? String(name.prefix { $0 != "." }) : nil
    }
}
