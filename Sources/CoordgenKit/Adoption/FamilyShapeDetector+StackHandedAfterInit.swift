import SwiftSyntax

extension FamilyShapeDetector {
    /// `init()` where the base class declares the navigation controller with a value of its own
    /// (`var navigationController = UINavigationController()`) and neither it nor a class it inherits
    /// declares an initialiser: its subclasses are made with `init()` and handed the stack after
    /// (``StackHandedAfterInit``). Nil where the base class has an initialiser, or the property is not
    /// settable or has no value of its own.
    func stackHandedAfterInit(_ shape: ProtocolShape, base: TypeDeclaration, baseMembers: [DeclSyntax]) -> AdoptionFinding? {
        guard let navigation = shape.navigation, navigation.holder == nil, navigation.settable,
            !baseMembers.contains(where: { $0.is(InitializerDeclSyntax.self) }),
            baseMembers.contains(where: { Self.declaresWithValue($0, property: navigation.name) })
        else { return nil }
        return AdoptionFinding(
            "init",
            "init() (\(base.name) declares no initialiser and gives `\(navigation.name)` a value of its own: a parent makes a new coordinator with init() and then sets its \(navigation.name) to the stack it pushes onto)",
            base.reference)
    }

    /// Whether `member` declares `property` with an initial value (`var navigationController = UINavigationController()`).
    private static func declaresWithValue(_ member: DeclSyntax, property: String) -> Bool {
        guard let variable = member.as(VariableDeclSyntax.self) else { return false }
        return variable.bindings.contains {
            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property && $0.initializer != nil
        }
    }
}

extension FamilyShapeDetector {
    /// Says, in the `init` finding of an initialiser the protocol requires that takes no stack, how a new
    /// coordinator gets one: the parent hands it over after (``StackHandedAfterInit``) or the coordinator
    /// makes its own, which its parent presents (``StackMadeInInit``).
    static func explainStackOfRequiredInit(_ shape: ProtocolShape, in result: inout ProtocolShapeDetector.Result) {
        guard let navigation = shape.navigation, let signature = shape.initializers.first?.signature,
            let index = result.findings.firstIndex(where: { $0.topic == "init" && $0.value == signature })
        else { return }
        if StackMadeInInit.applies(to: shape) {
            result.findings[index].value +=
                " (takes no stack, and `\(navigation.name)` is get-only: a new coordinator makes its own \(navigation.type) in \(signature), and its parent presents it)"
        } else if StackHandedAfterInit.applies(to: shape) {
            result.findings[index].value +=
                " (takes no stack: a parent makes a new coordinator with \(signature), then sets its \(navigation.name) to the stack it pushes onto)"
        }
    }
}
