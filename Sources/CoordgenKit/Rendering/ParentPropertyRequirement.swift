/// A property the coordinator protocol requires, optional and typed as the protocol itself
/// (`var parent: Coordinator? { get set }`), that the required initialiser also takes
/// (`init(navigationController: UINavigationController?, parent: Coordinator)`): the child's parent,
/// kept by a protocol extension that finishes through it (`parent?.removeChild(coordinator: self)`)
/// rather than by a finish mechanism coordgen records.
///
/// The parent passes `self` for it, and the new coordinator declares it once, weakly, as the protocol's
/// property: not a second stored property for the parameter, and not a strong reference back to the
/// coordinator that holds it among its children.
enum ParentPropertyRequirement {
    /// The required property, where the protocol has one of that shape.
    static func property(in shape: ProtocolShape) -> PropertyRequirement? {
        guard shape.classBound else { return nil }
        return (shape.properties ?? []).first { $0.optional && $0.initialValue == nil && isProtocol($0.type, of: shape) }
    }

    /// The initialiser's parameter of the same name typed as the protocol.
    static func parameter(
        in parameters: [InitializerRequirement.Parameter], shape: ProtocolShape
    ) -> InitializerRequirement.Parameter? {
        guard let property = property(in: shape) else { return nil }
        return parameters.first { $0.name == property.name && isProtocol($0.type, of: shape) }
    }

    /// `weak var parent: Coordinator?`, where the initialiser takes it.
    static func declaration(of property: PropertyRequirement, parameters: [InitializerRequirement.Parameter], shape: ProtocolShape)
        -> String?
    {
        guard parameter(in: parameters, shape: shape)?.name == property.name else { return nil }
        return "weak var \(property.name): \(property.declaredType)"
    }

    private static func isProtocol(_ type: String, of shape: ProtocolShape) -> Bool {
        var bare = Substring(type)
        while bare.hasSuffix("?") || bare.hasSuffix("!") { bare = bare.dropLast() }
        if bare.hasPrefix("(") && bare.hasSuffix(")") { bare = bare.dropFirst().dropLast() }
        if bare.hasPrefix("any ") { bare = bare.dropFirst(4) }
        return bare == shape.name
    }
}
