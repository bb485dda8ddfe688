import SwiftSyntax

extension UIKitStyle {
    /// Whether `parent` has `property` without declaring it itself: the coordinator protocol requires it
    /// (`var dependencyContainer: DependencyRepresentable { get set }`, which every coordinator has), or a
    /// base class it inherits from declares it where a subclass can read it.
    static func inherits(_ property: String, parent: String, shape: ProtocolShape, index: DeclarationIndex) -> Bool {
        if (shape.properties ?? []).contains(where: { $0.name == property }) { return true }
        guard let declared = index.type(named: parent, kinds: [.class]) else { return false }
        return index.classChain(from: declared).dropFirst().contains { base in
            (base.members ?? []).contains { member in
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                    !variable.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil })
                else { return false }
                return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property }
            }
        }
    }
}
