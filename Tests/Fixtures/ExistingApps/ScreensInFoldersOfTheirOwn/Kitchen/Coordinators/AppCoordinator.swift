import UIKit

/// Opens the menu, and the orders from it.
final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let menu = MenuCoordinator(navigationController: navigationController)
        menu.onOrders = { [weak self] in self?.showOrders() }
        childCoordinators.append(menu)
        menu.start()
    }

    private func showOrders() {
        let orders = OrdersCoordinator(navigationController: navigationController)
        childCoordinators.append(orders)
        orders.start()
    }
}
