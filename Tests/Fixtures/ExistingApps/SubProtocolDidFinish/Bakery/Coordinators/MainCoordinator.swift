import UIKit

final class MainCoordinator: NavigationCoordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController
    var didFinish: (() -> Void)?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = MainViewController()
        viewController.onOrder = { [weak self] in
            self?.startOrder()
        }
        navigationController.setViewControllers([viewController], animated: false)
    }

    private func startOrder() {
        let coordinator = OrderCoordinator(navigationController: navigationController)
        coordinator.didFinish = { [weak self, weak coordinator] in
            self?.childCoordinators.removeAll { $0 === coordinator }
        }
        childCoordinators.append(coordinator)
        coordinator.start()
    }
}
