/// Coordinators written on Stinsen (rundfunk47's SwiftUI library), as data: each flow is a class
/// conforming to the library's `NavigationCoordinatable` with a stack (`let stack =
/// NavigationStack(initial: \ProfileCoordinator.start)`), a root route (`@Root var start = makeStart`)
/// and a route property per screen or child (`@Route(.push) var detail = makeDetail`) whose `make…`
/// function returns the screen's view or the child coordinator. A parent starts a child by a route whose
/// make function returns it, bare (`-> ProfileCoordinator`) or wrapped (`->
/// NavigationViewCoordinator<ProfileCoordinator>`); screens call `route(to: \.detail)`.
///
/// There is no coordinator protocol of the app: `shape.name` records the library's `NavigationCoordinatable`.
public struct StinsenShape: Codable, Equatable, Sendable {
    /// How a parent routes to a new child where it routes to no child yet (`push`, `modal`, `fullScreen`):
    /// the presentation most of the app's child routes name.
    public var childPresentation: String
    /// The library class a child shown modally is wrapped in (`NavigationViewCoordinator`), as the app's
    /// make functions wrap theirs; absent where they return the child bare.
    public var childWrapper: String?

    public init(childPresentation: String, childWrapper: String?) {
        self.childPresentation = childPresentation
        self.childWrapper = childWrapper
    }
}
