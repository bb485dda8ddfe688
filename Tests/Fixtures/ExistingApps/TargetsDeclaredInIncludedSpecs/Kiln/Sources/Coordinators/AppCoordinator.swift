import UIKit

final class AppCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = FiringsViewController()
        viewController.onOpenSettings = { [weak self] in self?.openSettings() }
        navigationController.pushViewController(viewController, animated: false)
    }

    private func openSettings() {
        let coordinator = SettingsCoordinator(navigationController: navigationController)
        childCoordinators.append(coordinator)
        coordinator.start()
    }
}
