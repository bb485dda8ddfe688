import SwiftSyntax

/// A parent coordinator that runs a tab bar rather than a navigation stack (`var tabBarController:
/// UITabBarController`): the property holding it, found in the class's declaration, so that a child
/// flow it starts gets a navigation controller of its own, shown as a new tab.
struct TabBarControllerProperty: Equatable, Sendable {
    let name: String
    let optional: Bool

    /// The tab bar controller property `className` declares in `source` (typed, or made in place by a call
    /// of its type), where it declares no property named `navigation` (a parent with a navigation stack
    /// pushes onto it as before).
    static func declared(inClass className: String, of source: String, lacking navigation: String) throws -> TabBarControllerProperty? {
        try declared(inClass: className, of: ParsedSwiftSource(source), lacking: navigation)
    }

    /// The same, in a file parsed once for several questions.
    static func declared(
        inClass className: String, of parsed: ParsedSwiftSource, lacking navigation: String
    ) throws -> TabBarControllerProperty? {
        let type = try TypeMemberLookup.singleType(named: className, kind: .class, in: parsed.tree)
        guard !TypeMemberLookup.propertyNames(in: type).contains(navigation),
            let members = TypeMemberLookup.memberBlock(of: type)?.members
        else { return nil }
        for member in members {
            guard let binding = member.decl.as(VariableDeclSyntax.self)?.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                // Typed, or made in place (`private let tabBar = CustomTabBarController()`).
                let type = NavigationControllerTypes.declaredType(of: binding)
            else { continue }
            if type.baseName.hasSuffix("TabBarController") { return TabBarControllerProperty(name: name, optional: type.isOptional) }
        }
        return nil
    }

    /// The statement that shows `navigationController` as the last tab; the tab bar read through `self`
    /// where the local stack has its name (a tab bar held under the flows' navigation name).
    func addingTab(_ navigationController: String) -> String {
        let held = name == navigationController ? "self.\(name)" : name
        let tabs = optional ? "\(held)?" : held
        return "\(tabs).viewControllers = (\(tabs).viewControllers ?? []) + [\(navigationController)]"
    }
}
