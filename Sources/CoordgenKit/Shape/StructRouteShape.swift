/// Routes that are a struct wrapping an enum of screens, not an enum (`struct Route: Hashable { let id
/// = UUID(); let destination: Destination }`): the path holds the struct, the view builder takes it and
/// switches over its enum property, and a new screen is a case of the enum, pushed as
/// `Route(destination: .receipt)` (or `Route(.receipt)`, by the struct's own initialiser) where a push
/// takes the struct.
public struct StructRouteShape: Codable, Equatable, Sendable {
    /// The struct the path holds (`Route`).
    public var type: String
    /// Its property holding the screen (`destination`), which is also its initialiser's one argument
    /// label unless ``label`` says otherwise.
    public var property: String
    /// The argument label of the struct's own initialiser where it differs from ``property``: `_` for
    /// `init(_ destination: Destination)`. Nil for the memberwise one.
    public var label: String?
    /// Whether the push takes the struct (`push(_ route: Route)`) rather than the enum
    /// (`push(_ destination: Destination)`, which wraps it); nil means false.
    public var pushesStruct: Bool?

    public init(type: String, property: String, pushesStruct: Bool? = nil) {
        self.type = type
        self.property = property
        self.pushesStruct = pushesStruct
    }

    /// The struct value carrying `caseExpression` (`.receipt`): `Route(destination: .receipt)`.
    public func value(of caseExpression: String) -> String {
        let label = self.label ?? property
        return label == "_" ? "\(type)(\(caseExpression))" : "\(type)(\(label): \(caseExpression))"
    }
}
