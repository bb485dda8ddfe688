import SwiftSyntax

/// Whether a coordinator class has the navigation controller the app's base class holds for its flows
/// (`NavigationCoordinator`'s `navigationController`): a root made on another base (`AppCoordinator:
/// Coordinator`, holding the window) has none, and a screen method pushing onto it would not compile.
enum NavigationBaseClassReach {
    /// Nil where the class reaches it (it is the base, inherits from it, or declares the property), or
    /// where its chain of superclasses leaves the app's code (a library's base may hold it); else the
    /// one-line refusal. Each class of the chain is read from the files whose text may declare it, so a
    /// screen's command parses those few files, not the app.
    static func problem(coordinatorClass: String, shape: ProtocolShape, sources: AppSources) -> String? {
        problem(coordinatorClass: coordinatorClass, shape: shape) { name in
            let candidates = sources.paths(containing: "class \(name)")
            return DeclarationIndex(files: sources.files(candidates).filter { !$0.isManifest }).type(named: name, kinds: [.class])
        }
    }

    private static func problem(coordinatorClass: String, shape: ProtocolShape, classNamed: (String) -> TypeDeclaration?) -> String? {
        guard let base = shape.baseClass.map({ String($0.prefix { $0 != "<" }) }), let navigation = shape.navigation, navigation.holder == nil else { return nil }
        var name = coordinatorClass
        var seen: Set<String> = []
        while seen.insert(name).inserted {
            guard let type = classNamed(name) else { return nil }
            if name == base || declares(navigation.name, in: type) { return nil }
            // `BaseCoordinator<MapsRoute>` is a `BaseCoordinator`.
            guard let written = type.inherited.first, case let superclass = String(written.prefix { $0 != "<" }),
                classNamed(superclass) != nil
            else { break }
            name = superclass
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
