import UIKit

/// The orders placed today, one by one.
final class OrdersCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let list = OrderListViewController(model: [1, 2])
        list.onOrder = { [weak self] number in
            self?.navigationController.pushViewController(OrderDetailViewController(model: number), animated: true)
        }
        navigationController.pushViewController(list, animated: true)
    }
}
