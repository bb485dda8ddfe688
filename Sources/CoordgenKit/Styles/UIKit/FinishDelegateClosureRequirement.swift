import SwiftSyntax

/// A finish delegate protocol whose requirement is a closure property (`var coordinatorDidFinish:
/// (_ child: Coordinator) -> Void { get set }`), not a method: a parent that is not yet such a delegate
/// cannot be made one by an extension (an extension stores no closure), so `new coordinator` refuses in
/// one line naming the requirement instead of writing a conformance that does not compile.
enum FinishDelegateClosureRequirement {
    /// Why `parentClass` cannot be made a `delegate` by coordgen, if the protocol's requirement is a
    /// closure property and not a method (`finish.method` is absent).
    static func problem(delegate: String, finish: FinishMechanism, parentClass: String, index: DeclarationIndex) -> String? {
        guard finish.kind == .delegate, finish.method == nil else { return nil }
        let requirement = index.type(named: delegate, kinds: [.protocol]).flatMap(closureProperty)
        let named = requirement.map { " (\($0))" } ?? ""
        return "\(delegate) asks its conformers for a closure property\(named), not a method, and \(parentClass) is no \(delegate) yet: coordgen cannot store that closure in an extension; make \(parentClass) a \(delegate) by hand (or pass a --parent that is one), then run the command again"
    }

    /// The protocol's first property requirement holding a closure, as written (`var coordinatorDidFinish:
    /// (_ child: Coordinator) -> Void`).
    private static func closureProperty(_ type: TypeDeclaration) -> String? {
        for member in type.members ?? [] {
            guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                let annotation = binding.typeAnnotation, annotation.type.is(FunctionTypeSyntax.self)
                    || annotation.type.as(AttributedTypeSyntax.self)?.baseType.is(FunctionTypeSyntax.self) == true
            else { continue }
            return "var \(binding.pattern.trimmedDescription): \(annotation.type.trimmedDescription)"
        }
        return nil
    }
}
