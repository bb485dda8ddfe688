import SwiftUI

@MainActor
final class AppCoordinator: Coordinator, ObservableObject {
    private lazy var tidesCoordinator = TidesCoordinator()
    private lazy var moonCoordinator = MoonCoordinator()

    func start() -> some View {
        AppCoordinatorView(coordinator: self)
    }

    @ViewBuilder func tab(_ index: Int) -> some View {
        if index == 0 {
            tidesCoordinator.start()
        } else {
            moonCoordinator.start()
        }
    }
}
