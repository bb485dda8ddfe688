import UIKit

final class SettingsCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = SettingsViewController()
        viewController.onLockApp = { [weak self] in self?.openAppLock() }
        navigationController.pushViewController(viewController, animated: true)
    }

    private func openAppLock() {
        let coordinator = AppLockCoordinator(navigationController: navigationController)
        childCoordinators.append(coordinator)
        coordinator.start()
    }
}
