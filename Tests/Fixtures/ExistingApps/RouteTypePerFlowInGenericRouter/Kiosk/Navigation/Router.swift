import SwiftUI

/// The stack of one tab, over the routes that tab pushes.
final class Router<Route: Hashable>: ObservableObject {
    @Published var path: [Route] = []

    func push(_ route: Route) {
        path.append(route)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}
