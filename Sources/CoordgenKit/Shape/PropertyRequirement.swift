/// A property a coordinator protocol requires, such as `navigationController: UINavigationController`.
public struct PropertyRequirement: Codable, Equatable, Sendable {
    public var name: String
    /// The type as written, without the `?` of an optional (`UINavigationController`).
    public var type: String
    /// Whether the type is optional (`UINavigationController?`).
    public var optional: Bool
    /// Whether the requirement is settable (`{ get set }`).
    public var settable: Bool

    public init(name: String, type: String, optional: Bool = false, settable: Bool = true) {
        self.name = name
        self.type = type
        self.optional = optional
        self.settable = settable
    }

    /// The type with its `?` when optional.
    public var declaredType: String { optional ? type + "?" : type }
}
