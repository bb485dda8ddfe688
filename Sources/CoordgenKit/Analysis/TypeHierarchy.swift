/// What each type of the app inherits from or conforms to, directly or through the app's own
/// protocols and classes, and which types play which role in the pattern.
struct TypeHierarchy: Sendable {
    /// Type name → every name it inherits, transitively (names the app does not declare, such as
    /// `UIViewController`, end a chain).
    let ancestors: [String: Set<String>]
    /// Coordinator types, base classes excluded.
    let coordinators: Set<String>
    /// Coordinator base classes: inherited by coordinators, never constructed.
    let baseClasses: Set<String>
    /// Protocols that mark coordinators (the root protocols and every protocol refining one).
    let coordinatorProtocols: Set<String>
    /// View controllers and SwiftUI views declared in the app that can be a screen.
    let screens: Set<String>
    /// Scene delegates, app delegates and SwiftUI `App`s: where roots are made.
    let entryPoints: Set<String>

    /// UIKit containers and controllers whose subclasses are screens.
    static let viewControllerBases: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UIHostingController",
        "UIPageViewController", "UISplitViewController", "UITabBarController", "UIAlertController",
    ]
    static let entryProtocols: Set<String> = ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "App"]

    init(types: [String: AnalyzedType], constructedNames: ConstructedNames, conventions: AnalysisConventions) {
        let ancestors = Self.ancestors(of: types)
        self.ancestors = ancestors
        let protocols = Self.protocolsMarkingCoordinators(in: types, ancestors: ancestors, conventions: conventions)
        coordinatorProtocols = protocols.union(conventions.coordinatorProtocols)
        let candidates = Self.coordinatorCandidates(in: types, ancestors: ancestors, protocols: protocols, conventions: conventions)
        // A class other coordinators inherit from, and that nothing constructs, is scaffolding
        // (`BaseCoordinator`), not a flow of its own.
        let inheritedByCoordinators = Set(candidates.flatMap { types[$0]?.primaryInherited ?? [] })
        baseClasses = candidates.filter { inheritedByCoordinators.contains($0) && !constructedNames.contains($0) }
        let coordinators = candidates.subtracting(baseClasses)
        self.coordinators = coordinators
        (screens, entryPoints) = Self.screensAndEntryPoints(in: types, ancestors: ancestors, coordinators: coordinators)
    }

    private static let concreteKinds: Set<TypeDeclaration.Kind> = [.class, .struct, .actor]

    /// Type name → every name it inherits, transitively.
    private static func ancestors(of types: [String: AnalyzedType]) -> [String: Set<String>] {
        var ancestors: [String: Set<String>] = [:]
        func resolve(_ name: String, visiting: inout Set<String>) -> Set<String> {
            if let known = ancestors[name] { return known }
            guard let type = types[name], visiting.insert(name).inserted else { return [] }
            var result = Set(type.inherited)
            for parent in type.inherited { result.formUnion(resolve(parent, visiting: &visiting)) }
            ancestors[name] = result
            return result
        }
        for name in types.keys {
            var visiting = Set<String>()
            _ = resolve(name, visiting: &visiting)
        }
        return ancestors
    }

    /// The app's protocols that are a coordinator root by the conventions, or refine one.
    private static func protocolsMarkingCoordinators(
        in types: [String: AnalyzedType], ancestors: [String: Set<String>], conventions: AnalysisConventions
    ) -> Set<String> {
        Set(
            types.values.filter { type in
                type.kind == .protocol
                    && (conventions.isCoordinatorRoot(type.name)
                        || ancestors[type.name, default: []].contains(where: conventions.isCoordinatorRoot))
            }.map(\.name))
    }

    /// Concrete types that conform to a coordinator protocol, or are named like a coordinator.
    private static func coordinatorCandidates(
        in types: [String: AnalyzedType], ancestors: [String: Set<String>], protocols: Set<String>, conventions: AnalysisConventions
    ) -> Set<String> {
        var candidates = Set<String>()
        for type in types.values where concreteKinds.contains(type.kind) {
            let inherited = ancestors[type.name, default: []]
            let conforms = inherited.contains { conventions.isCoordinatorRoot($0) || protocols.contains($0) }
            // By name only at the top level: a nested `Coordinator` is most often the coordinator of a
            // SwiftUI `UIViewRepresentable`, which bridges UIKit delegates and is not a flow.
            let named = conventions.isCoordinatorName(type.name) && !type.name.contains(".")
            if conforms || named { candidates.insert(type.name) }
        }
        return candidates
    }

    /// The screens (view controllers and SwiftUI views that are no coordinator) and the entry points
    /// (app and scene delegates, SwiftUI `App`s).
    private static func screensAndEntryPoints(
        in types: [String: AnalyzedType], ancestors: [String: Set<String>], coordinators: Set<String>
    ) -> (screens: Set<String>, entryPoints: Set<String>) {
        var screens = Set<String>()
        var entryPoints = Set<String>()
        for type in types.values where concreteKinds.contains(type.kind) {
            let inherited = ancestors[type.name, default: []]
            let primary = type.primary
            if type.kind == .class, !coordinators.contains(type.name), !(primary?.isGeneric ?? false),
                !inherited.contains("UINavigationController"),
                !type.name.hasSuffix("NavigationController"),
                !inherited.isDisjoint(with: viewControllerBases)
            {
                screens.insert(type.name)
            }
            if type.kind == .struct, inherited.contains("View"), !(primary?.isGeneric ?? false) {
                screens.insert(type.name)
            }
            if !inherited.isDisjoint(with: entryProtocols) || type.name.hasSuffix("AppDelegate")
                || type.name.hasSuffix("SceneDelegate")
            {
                entryPoints.insert(type.name)
            }
        }
        return (screens, entryPoints)
    }

    /// Whether `name` is, or inherits, a view controller class.
    func isViewController(_ name: String) -> Bool {
        Self.viewControllerBases.contains(name) || !ancestors[name, default: []].isDisjoint(with: Self.viewControllerBases)
    }
}
