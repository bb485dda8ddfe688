import UIKit

final class LibraryCoordinator: BaseFlow {
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    override func start(with link: Link?) {
        let navigationController = UINavigationController()
        window.rootViewController = navigationController
        let coordinator = ShelfCoordinator(navigationController: navigationController)
        coordinator.onFinishFlow = { [weak self, weak coordinator] _ in
            if let coordinator { self?.release(coordinator) }
        }
        keep(coordinator)
        coordinator.start(with: link)
    }

    func showSettings() {
        let coordinator = SettingsCoordinator()
        coordinator.onFinishFlow = { [weak self, weak coordinator] _ in
            if let coordinator { self?.release(coordinator) }
        }
        keep(coordinator)
        coordinator.start()
    }
}
