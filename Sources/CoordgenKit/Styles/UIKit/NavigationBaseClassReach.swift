import SwiftSyntax

/// Whether a coordinator class has the navigation controller the app's base class holds for its flows
/// (`NavigationCoordinator`'s `navigationController`): a root made on another base (`AppCoordinator:
/// Coordinator`, holding the window) has none, and a screen method pushing onto it would not compile.
enum NavigationBaseClassReach {
    /// Nil where the class reaches it (it is the base, inherits from it, or declares the property), or
    /// where its chain of superclasses leaves the app's code (a library's base may hold it); else the
    /// one-line refusal. The chain is first read from the files whose text may declare each class, so a
    /// screen's command parses those few files, not the app; only where that chain does not reach the
    /// base is it read again through the whole app's index (`index`), typealiases included.
    static func problem(
        coordinatorClass: String, shape: ProtocolShape, sources: AppSources, index: () -> DeclarationIndex
    ) -> String? {
        guard let base = shape.baseClass.map({ String($0.prefix { $0 != "<" }) }), let navigation = shape.navigation, navigation.holder == nil else { return nil }
        if reachesThroughClassesNamed(coordinatorClass, base: base, property: navigation.name, sources: sources) { return nil }
        let index = index()
        guard let type = index.type(named: coordinatorClass, kinds: [.class]) else { return nil }
        // Through the app's classes and the typealiases that name them (`typealias TabItemCoordinator =
        // BaseCoordinator`); `BaseCoordinator<MapsRoute>` is a `BaseCoordinator`.
        for ancestor in [type] + CoordinatorBaseClassDetector(index: index).superclassChain(of: type) {
            if ancestor.name == base || declares(navigation.name, in: ancestor) { return nil }
        }
        return
            "\(coordinatorClass) has no `\(navigation.name)`: it does not inherit from \(base), which holds the flows' navigation controller, so it runs no navigation stack to push a screen onto: add the screen to a coordinator that has one (shape.navigation in \(Project.configFileName))"
    }

    /// Whether the chain of classes written by name (`: ReservationCoordinator`, `: BaseCoordinator<Route>`)
    /// reaches the base or a class declaring `property`, each read from the few files naming it.
    private static func reachesThroughClassesNamed(_ coordinatorClass: String, base: String, property: String, sources: AppSources) -> Bool {
        var name = coordinatorClass
        var seen: Set<String> = []
        while seen.insert(name).inserted {
            guard let type = classNamed(name, in: sources) else { return false }
            if name == base || declares(property, in: type) { return true }
            guard let written = type.inherited.first else { return false }
            name = String(written.prefix { $0 != "<" })
        }
        return false
    }

    private static func classNamed(_ name: String, in sources: AppSources) -> TypeDeclaration? {
        let candidates = sources.paths(containing: "class \(name)")
        return DeclarationIndex(files: sources.files(candidates).filter { !$0.isManifest }).type(named: name, kinds: [.class])
    }

    private static func declares(_ property: String, in type: TypeDeclaration) -> Bool {
        BaseClassStoredStack.declares(property, in: type)
    }
}
