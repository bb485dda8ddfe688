import SwiftUI

/// What every flow's coordinator is: a stack of its own destinations.
@MainActor
protocol Coordinator: AnyObject, ObservableObject {
    associatedtype Destination: Hashable

    var path: NavigationPath { get set }

    func navigate(to destination: Destination)
    func pop()
    func popToRoot()
}

extension Coordinator {
    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }

    func popToRoot() {
        path = NavigationPath()
    }
}
