import SwiftSyntax

/// Whether a coordinator class has the navigation controller the app's base class holds for its flows
/// (`NavigationCoordinator`'s `navigationController`): a root made on another base (`AppCoordinator:
/// Coordinator`, holding the window) has none, and a screen method pushing onto it would not compile.
enum NavigationBaseClassReach {
    /// Nil where the class reaches it (it is the base, inherits from it, or declares the property), or
    /// where its chain of superclasses leaves the app's code (a library's base may hold it); else the
    /// one-line refusal.
    static func problem(coordinatorClass: String, shape: ProtocolShape, index: DeclarationIndex) -> String? {
        guard let base = shape.baseClass.map({ String($0.prefix { $0 != "<" }) }), let navigation = shape.navigation, navigation.holder == nil else { return nil }
        guard let type = index.type(named: coordinatorClass, kinds: [.class]) else { return nil }
        // Through the app's classes and the typealiases that name them (`typealias TabItemCoordinator =
        // BaseCoordinator`); `BaseCoordinator<MapsRoute>` is a `BaseCoordinator`.
        for ancestor in [type] + CoordinatorBaseClassDetector(index: index).superclassChain(of: type) {
            if ancestor.name == base || declares(navigation.name, in: ancestor) { return nil }
        }
        return
            "\(coordinatorClass) has no `\(navigation.name)`: it does not inherit from \(base), which holds the flows' navigation controller, so it runs no navigation stack to push a screen onto: add the screen to a coordinator that has one (shape.navigation in \(Project.configFileName))"
    }

    private static func declares(_ property: String, in type: TypeDeclaration) -> Bool {
        (type.members ?? []).contains { item in
            item.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self).map { SourceEditNames.unescaped($0.identifier) } == property
            } ?? false
        }
    }
}
