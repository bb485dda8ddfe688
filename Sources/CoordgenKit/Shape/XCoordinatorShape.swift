/// Coordinators written on XCoordinator (QuickBird Studios' library), as data: each flow is a route enum
/// conforming to the library's `Route` (`enum ProfileRoute: Route { case home }`) and a subclass of one of
/// its coordinator classes (`NavigationCoordinator<ProfileRoute>`) whose `prepareTransition(for:)` maps
/// each route to a transition. A parent starts a child in a clause of its own `prepareTransition(for:)`
/// that makes the child and returns a transition showing it (`.present(ProfileCoordinator())`).
///
/// There is no coordinator protocol of the app: `shape.name` records the library's `Coordinator`.
public struct XCoordinatorShape: Codable, Equatable, Sendable {
    /// How a flow's route enum is named, with `{Name}` for the flow (`{Name}Route`).
    public var route: String
    /// The library's class a new coordinator subclasses (`NavigationCoordinator`).
    public var coordinator: String
    /// The transition a parent shows a new child coordinator with (`present`), as the parents' clauses
    /// that make a child write it.
    public var childTransition: String
    /// The `animation:` argument those clauses pass (`.default`); absent when they pass none.
    public var childAnimation: String?

    public init(route: String, coordinator: String, childTransition: String, childAnimation: String?) {
        self.route = route
        self.coordinator = coordinator
        self.childTransition = childTransition
        self.childAnimation = childAnimation
    }

    /// The route enum of `flow` (`ProfileRoute` for `Profile`).
    public func routeEnum(forFlow flow: String) -> String {
        NamingScheme.apply(route, to: flow)
    }

    /// The transition expression that shows `presentable` (`.present(coordinator, animation: .default)`).
    public func childTransitionCall(showing presentable: String) -> String {
        ".\(childTransition)(\(presentable)\(childAnimation.map { ", animation: \($0)" } ?? ""))"
    }
}
