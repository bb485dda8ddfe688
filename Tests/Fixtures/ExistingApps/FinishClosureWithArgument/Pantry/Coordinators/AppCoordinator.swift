import UIKit

/// Shows the shelves; a basket filled on them is checked out.
@MainActor
final class AppCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        showShelves()
    }

    private func showShelves() {
        let coordinator = ShelvesCoordinator(navigationController: navigationController)
        coordinator.finishFlow = { [weak self, weak coordinator] basket in
            self?.childCoordinators.removeAll { $0 === coordinator }
            if let basket { self?.showCheckout(basket) }
        }
        childCoordinators.append(coordinator)
        coordinator.start()
    }

    private func showCheckout(_ basket: Basket) {
        let coordinator = CheckoutCoordinator(navigationController: navigationController, basket: basket)
        coordinator.finishFlow = { [weak self, weak coordinator] _ in
            self?.childCoordinators.removeAll { $0 === coordinator }
        }
        childCoordinators.append(coordinator)
        coordinator.start()
    }
}
