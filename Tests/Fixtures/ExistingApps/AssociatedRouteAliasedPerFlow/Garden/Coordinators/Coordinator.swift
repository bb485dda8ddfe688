import SwiftUI

@MainActor
protocol Coordinator: AnyObject, ObservableObject {
    associatedtype Route: Hashable
    var path: NavigationPath { get set }
    func push(_ route: Route)
    func pop()
}

extension Coordinator {
    func push(_ route: Route) {
        path.append(route)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}
