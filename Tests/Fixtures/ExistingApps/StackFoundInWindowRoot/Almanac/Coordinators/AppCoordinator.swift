import UIKit

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        window.makeKeyAndVisible()
        showSeasons()
    }

    private func showSeasons() {
        let coordinator = SeasonsCoordinator(window: window)
        addChildCoordinator(coordinator)
        coordinator.start()
    }
}
