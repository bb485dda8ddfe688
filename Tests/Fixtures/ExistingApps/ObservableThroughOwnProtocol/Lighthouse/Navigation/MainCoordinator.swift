import SwiftUI

final class MainCoordinator: Navigating {
    @Published var trail = NavigationPath()

    func start() {}

    @ViewBuilder
    func view(for stop: Stop) -> some View {
        switch stop {
        case .beacon:
            BeaconView()
        case .keeper(let name):
            KeeperView(name: name)
        }
    }
}

extension MainCoordinator {
    func visit(_ stop: Stop) {
        trail.append(stop)
    }

    func goBack() {
        guard !trail.isEmpty else { return }
        trail.removeLast()
    }
}
