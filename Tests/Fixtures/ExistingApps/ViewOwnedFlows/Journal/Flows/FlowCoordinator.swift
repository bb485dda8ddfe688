import SwiftUI

/// A flow whose view owns it: the screens it pushes, the path its stack binds, and the view of each.
@MainActor
protocol FlowCoordinator: ObservableObject {
    associatedtype Screen: Hashable
    associatedtype ScreenView: View

    var path: NavigationPath { get set }

    @ViewBuilder func build(_ screen: Screen) -> ScreenView
}

extension FlowCoordinator {
    func push(_ screen: Screen) {
        path.append(screen)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}
