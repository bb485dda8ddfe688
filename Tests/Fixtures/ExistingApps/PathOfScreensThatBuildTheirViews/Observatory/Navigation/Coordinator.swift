import SwiftUI

/// A flow's navigation: the screens pushed on its stack, which a view binds to a NavigationStack.
protocol Coordinator: ObservableObject {
    associatedtype Screen: SkyScreen

    var navigationPath: [Screen] { get set }

    func pop()
    func popToRoot()
}

extension Coordinator {
    func pop() {
        guard !navigationPath.isEmpty else { return }
        navigationPath.removeLast()
    }

    func popToRoot() {
        navigationPath.removeAll()
    }
}
