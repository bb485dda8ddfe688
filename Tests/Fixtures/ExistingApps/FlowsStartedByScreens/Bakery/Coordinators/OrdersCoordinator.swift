import UIKit

/// Takes an order, and bakes it when the customer pays.
@MainActor
final class OrdersCoordinator: Coordinator {
    let navigationController: UINavigationController
    private var ovenCoordinator: OvenCoordinator?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(OrdersViewController(), animated: true)
    }

    func bake() {
        let coordinator = OvenCoordinator(navigationController: navigationController)
        coordinator.onFinish = { [weak self] in
            self?.ovenCoordinator = nil
        }
        ovenCoordinator = coordinator
        coordinator.start()
    }
}
