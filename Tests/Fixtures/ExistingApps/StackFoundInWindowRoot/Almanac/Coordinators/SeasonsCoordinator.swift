import UIKit

final class SeasonsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let viewController = SeasonsViewController()
        viewController.onSelect = { [weak self] season in
            self?.showDetails(of: season)
        }
        let navigationController = UINavigationController(rootViewController: viewController)
        window.rootViewController = navigationController
    }

    func showDetails(of season: String) {
        guard let navigationController = window.rootViewController as? UINavigationController else { return }
        let coordinator = SeasonDetailCoordinator(navigationController: navigationController, season: season)
        addChildCoordinator(coordinator)
        coordinator.start()
    }
}
