extension CoordinatorGraph {
    /// UIKit containers whose subclasses make a coordinator per tab, page or column.
    static let containerBases: Set<String> = ["UITabBarController", "UIPageViewController", "UISplitViewController"]

    /// The children a coordinator starts through a container it makes: a `UITabBarController` subclass
    /// (or a page or split view controller) that the coordinator shows as its screen, and that makes
    /// one coordinator per tab in its properties or methods (`lazy var home = HomeCoordinator(…)`,
    /// `private let saved: SavedCoordinator = .init(…)`). Each draws parent → child, via the container.
    /// Only containers are read, so the screens of a large app are not parsed again for it.
    static func containerChildren(of coordinators: [Coordinator], facts: AppFacts) -> [Edge] {
        let hierarchy = facts.hierarchy
        var edges: [Edge] = []
        for coordinator in coordinators {
            for screen in coordinator.screens where isContainer(screen.name, hierarchy: hierarchy) {
                guard let type = facts.types[screen.name] else { continue }
                let made = type.holdingTrees { FlowScanner(app: facts, owner: type).scan().created }
                for (child, location) in made where hierarchy.coordinators.contains(child) && child != coordinator.name {
                    edges.append(Edge(parent: coordinator.name, child: child, via: screen.name, location: location))
                }
            }
        }
        return edges
    }

    /// Whether `name` is a subclass of a UIKit container, directly or through the app's own classes.
    private static func isContainer(_ name: String, hierarchy: TypeHierarchy) -> Bool {
        !(hierarchy.ancestors[name] ?? []).isDisjoint(with: containerBases)
    }
}
