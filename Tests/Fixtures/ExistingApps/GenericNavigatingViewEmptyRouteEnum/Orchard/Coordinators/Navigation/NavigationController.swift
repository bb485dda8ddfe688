import SwiftUI

/// One stack of a flow: the pushed routes, and the route presented over it.
final class NavigationController<Route: Routable>: ObservableObject {
    @Published var navigationPath = NavigationPath()
    @Published var presentedRoute: Route?
}
