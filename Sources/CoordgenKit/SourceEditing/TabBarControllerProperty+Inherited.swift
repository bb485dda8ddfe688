import SwiftSyntax

extension TabBarControllerProperty {
    /// The tab bar controller property a base class of `className` declares (`BaseTabCoordinator.tabBarController`),
    /// one its subclasses can read; nil where no class it inherits from, as the app declares them, has one.
    static func inherited(byClass className: String, index: DeclarationIndex) -> TabBarControllerProperty? {
        guard let type = index.type(named: className, kinds: [.class]) else { return nil }
        for base in index.classChain(from: type).dropFirst() {
            for member in base.members ?? [] {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                    !variable.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }),
                    let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let type = NavigationControllerTypes.declaredType(of: binding)
                else { continue }
                if type.baseName.hasSuffix("TabBarController") { return TabBarControllerProperty(name: name, optional: type.isOptional) }
            }
        }
        return nil
    }
}
