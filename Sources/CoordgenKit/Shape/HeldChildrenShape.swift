/// SwiftUI coordinators that hold each child coordinator in a stored property their initialiser makes,
/// passing themselves (`menuCoordinator = MenuCoordinator(parent: self)`), the child keeping an unowned
/// back-reference (`private unowned let parent: TabsCoordinator`); each coordinator's view
/// (`{Coordinator}View`) receives its coordinator and the parent's view shows the children's views.
///
/// A new flow is a class with the back-reference and its view, and, in the parent, a property and the
/// statement making it, both written like the siblings'.
public struct HeldChildrenShape: Codable, Equatable, Sendable {
    /// The label of the initialiser's argument the parent passes itself as (`parent`).
    public var parentLabel: String
    /// The view that receives a coordinator, with `{Coordinator}` for the coordinator class's name
    /// (`{Coordinator}View` for `MenuCoordinatorView`).
    public var view: String
    /// How that view holds its coordinator (`@State`, `@ObservedObject`, `@Bindable`).
    public var viewWrapper: String

    public init(parentLabel: String, view: String, viewWrapper: String) {
        self.parentLabel = parentLabel
        self.view = view
        self.viewWrapper = viewWrapper
    }

    /// The view receiving `coordinator` (`MenuCoordinatorView`).
    public func view(of coordinator: String) -> String {
        view.replacingOccurrences(of: "{Coordinator}", with: coordinator)
    }
}
