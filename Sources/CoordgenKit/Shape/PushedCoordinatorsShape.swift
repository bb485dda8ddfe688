/// SwiftUI flows whose coordinator is itself a `Hashable` value pushed onto a `NavigationPath`
/// (`path.append(DetailsCoordinator(…))`), which a view maps back to the coordinator's view
/// (`.navigationDestination(for: DetailsCoordinator.self) { coordinator in coordinator.view() }`); a
/// coordinator shows its screens by a page it was made with and switches over in that view builder.
///
/// A new flow is a `Hashable` class with that view builder, pushed by its parent onto the parent's path
/// and mapped beside its siblings; a new screen is a page of its coordinator, pushed as a new coordinator
/// made like the app makes it, on that page.
public struct PushedCoordinatorsShape: Codable, Equatable, Sendable {
    /// The method without arguments the destinations call for a coordinator's view (`view`, `build`).
    public var builder: String
    /// The view (or `App`) whose `.navigationDestination(for:)` modifiers map the coordinators.
    public var destinationsView: String

    public init(builder: String, destinationsView: String) {
        self.builder = builder
        self.destinationsView = destinationsView
    }
}
