import SwiftUI

/// The stack of one flow, over the routes that flow pushes.
@Observable
final class Router<Route: Hashable> {
    var path = NavigationPath()

    func push(_ route: Route) {
        path.append(route)
    }
}
