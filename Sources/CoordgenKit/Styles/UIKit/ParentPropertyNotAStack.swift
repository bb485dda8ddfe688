import SwiftSyntax

/// A parent coordinator whose property named like the flows' navigation controller holds something
/// else: a root coordinator running a tab bar under the same name (`var rootViewController =
/// TabBarViewController()`) beside flows whose `rootViewController` is their `UINavigationController`.
/// It is not a stack to hand a new flow: a tab bar controller shows the flow as its last tab
/// (``TabBarControllerProperty``); any other controller is refused in one line rather than passed where a
/// navigation controller is expected.
enum ParentPropertyNotAStack {
    /// What the parent's property holds, where it is not a navigation controller.
    enum Holding: Equatable {
        case tabBar(TabBarControllerProperty)
        case other(type: String)
    }

    /// What `className`'s own property `name` holds, read from its annotation or the type it is made with
    /// in place; nil where it is a navigation controller, or where its type cannot be read (passed as before).
    /// `index` is asked only where the property holds another type than the flows' stack (it reads every file).
    static func holding(
        _ name: String, inClass className: String, of parsed: ParsedSwiftSource, navigationType: String, index: () -> DeclarationIndex
    ) throws -> Holding? {
        let type = try TypeMemberLookup.singleType(named: className, kind: .class, in: parsed.tree)
        for member in TypeMemberLookup.memberBlock(of: type)?.members ?? [] {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                guard let held = NavigationControllerTypes.declaredType(of: binding) else { return nil }
                // The flows' own stack type (a wrapper the app declares) is a stack.
                return held.baseName == navigationType ? nil : holding(held, name: name, index: index())
            }
        }
        return nil
    }

    private static func holding(_ held: TypeText, name: String, index: DeclarationIndex) -> Holding? {
        let types = NavigationControllerTypes(index: index)
        guard !types.isNavigationController(held.baseName) else { return nil }
        if isTabBarController(held.baseName, index: index) { return .tabBar(TabBarControllerProperty(name: name, optional: held.isOptional)) }
        // Only a controller is known not to be a stack: a protocol or an unknown type may be one.
        return isViewController(held.baseName, index: index) ? .other(type: held.baseName) : nil
    }

    /// `UITabBarController`, a type named like one, or a class of the app inheriting from one.
    static func isTabBarController(_ typeName: String, index: DeclarationIndex) -> Bool {
        chain(of: typeName, index: index).contains { $0.hasSuffix("TabBarController") }
    }

    /// A UIKit controller (`UISplitViewController`), or a class of the app inheriting from one.
    private static func isViewController(_ typeName: String, index: DeclarationIndex) -> Bool {
        chain(of: typeName, index: index).contains { $0.hasPrefix("UI") && $0.hasSuffix("Controller") }
    }

    /// `typeName` and the superclasses the app declares for it, by name.
    private static func chain(of typeName: String, index: DeclarationIndex) -> [String] {
        var names = [typeName.split(separator: ".").last.map(String.init) ?? typeName]
        while let last = names.last, let superclass = index.type(named: last, kinds: [.class])?.inheritedNames.first,
            !names.contains(superclass)
        {
            names.append(superclass)
        }
        return names
    }

    /// The refusal where the parent's property holds a controller that is neither a stack nor a tab bar.
    static func refusal(
        parentClass: String, property: String, type: String, flow: String, flowClass: String, navigationType: String, example: String?
    ) -> String {
        "\(parentClass)'s \(property) is a \(type), not the \(navigationType) \(flowClass) takes, and coordgen does not pass one for the other: start the flow from a coordinator with a navigation stack (--parent), or make it like a sibling with `new coordinator \(flow) --like \(example ?? "<Flow>")` (shape.navigation in .coordgen.yml)"
    }
}
