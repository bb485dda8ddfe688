import Foundation

/// Coordinators subclassing a base class that stands for the protocol and declares its own designated
/// initialiser (`init(parent: BaseCoordinator?)`, storing `parent`), as recorded in
/// `shape.passedToBaseInit`: a subclass inherits what the base stores and must call that initialiser.
/// A new coordinator takes the same parameters (and its own stack, where it declares one), passes them to
/// `super.init` as its siblings do (`super.init(parent: parent)`) and redeclares none of them; a
/// parameter typed by the base class is the parent, which a parent fills with `self`.
public enum PassedToBaseInit {
    /// The recorded parameters of the base initialiser, where the base class declares one.
    public static func names(in shape: ProtocolShape) -> [String]? {
        guard shape.baseClass != nil, let names = shape.passedToBaseInit, !names.isEmpty else { return nil }
        return names
    }

    /// Whether `parameter` goes to the base initialiser rather than to a property of the subclass.
    public static func passes(_ parameter: InitializerRequirement.Parameter, in shape: ProtocolShape) -> Bool {
        names(in: shape)?.contains(parameter.name) ?? false
    }

    /// `super.init(parent: parent)`: the base initialiser's parameters, labelled as `parameters` label them.
    public static func call(in shape: ProtocolShape, parameters: [InitializerRequirement.Parameter]) -> String? {
        guard let names = names(in: shape) else { return nil }
        let arguments = names.map { name in
            let label = parameters.first { $0.name == name }?.label ?? name
            return label == "_" ? name : "\(label): \(name)"
        }
        return "super.init(\(arguments.joined(separator: ", ")))"
    }

    /// The parameter that hands the child its parent: one passed to the base and typed by the base class
    /// or the protocol it stands for (`parent: BaseCoordinator?`).
    public static func parentParameter(
        in parameters: [InitializerRequirement.Parameter], shape: ProtocolShape
    ) -> InitializerRequirement.Parameter? {
        let coordinatorTypes = Set([shape.baseClass, shape.name].compactMap { $0 })
        return parameters.first { parameter in
            passes(parameter, in: shape) && coordinatorTypes.contains(unwrappedType(parameter.type))
        }
    }

    /// Whether every parameter of the recorded initialiser is a parent a parent passes as `self`: the flow
    /// can then take a stack of its own beside them (``NewFlowStack``).
    public static func takesOnlyParent(_ shape: ProtocolShape) -> Bool {
        guard let parameters = shape.initializers.first?.parameters, !parameters.isEmpty else { return false }
        return parameters.allSatisfy { parentParameter(in: [$0], shape: shape) != nil }
    }

    /// `BaseCoordinator` of `BaseCoordinator?`, `(any Coordinator)!` or `any Coordinator`.
    static func unwrappedType(_ type: String) -> String {
        var text = type.trimmingCharacters(in: .whitespaces)
        while let last = text.last, last == "?" || last == "!" { text.removeLast() }
        if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        if text.hasPrefix("any ") { text = String(text.dropFirst(4)) }
        return text.trimmingCharacters(in: .whitespaces)
    }
}
