import SwiftUI

/// Holds the stack and moves along it; the coordinator builds the views.
@Observable
final class Navigator {
    var path = NavigationPath()

    var pathBinding: Binding<NavigationPath> {
        Binding(get: { self.path }, set: { self.path = $0 })
    }

    func push(_ stop: Stop) {
        path.append(stop)
    }

    func pop() {
        path.removeLast()
    }
}

enum Stop: Hashable {
    case pools
    case creature
}
