extension RenderContext.Conventions {
    /// The properties the protocol requires that the parent passes in (`services: AppServices`), as
    /// initialiser parameters after the navigation controller.
    var passedProperties: [InitializerRequirement.Parameter] {
        (shape.protocol.properties ?? []).filter { $0.initialValue == nil && !$0.optional }.map {
            InitializerRequirement.Parameter(label: $0.name, name: $0.name, type: witnessed($0.type))
        }
    }

    /// The required properties a new coordinator gives a value itself: an identity (`let id = UUID()`),
    /// an optional that starts empty, a text naming the flow as the siblings' name theirs
    /// (`"{Name} Coordinator"`: `"Zebra Coordinator"`).
    var ownStoredProperties: [String] {
        (shape.protocol.properties ?? []).compactMap { property in
            if let value = property.initialValue {
                return "\(property.settable ? "var" : "let") \(property.name) = \(NamingScheme.apply(value, to: name))"
            }
            guard property.optional else { return nil }
            return ParentPropertyRequirement.declaration(of: property, parameters: initParameters, shape: shape.protocol)
                ?? "var \(property.name): \(witnessed(property.declaredType))"
        }
    }

    /// `var` for a stored property the protocol requires with a setter, `let` otherwise.
    func bindingKeyword(for name: String) -> String {
        (shape.protocol.properties ?? []).contains { $0.name == name && $0.settable } ? "var" : "let"
    }

    /// Whether a protocol extension implements the finish handler (`childDidFinish(_:)`), so a new
    /// coordinator must not implement it again.
    var finishHandlerIsProvided: Bool {
        let finish = shape.protocol.finish
        guard let method = finish.method else { return false }
        return shape.protocol.providesMethod(method, labels: finish.labels ?? [])
    }
}
