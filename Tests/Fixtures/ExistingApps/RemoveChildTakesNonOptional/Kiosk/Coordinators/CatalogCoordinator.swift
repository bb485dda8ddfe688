import UIKit

final class CatalogCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController
    var onFinish: (() -> Void)?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = CatalogViewController()
        viewController.onCheckout = { [weak self] in
            self?.openCheckout()
        }
        navigationController.pushViewController(viewController, animated: false)
    }

    private func openCheckout() {
        let coordinator = CheckoutCoordinator(navigationController: navigationController)
        coordinator.onFinish = { [weak self, weak coordinator] in
            guard let coordinator = coordinator else { return }
            self?.removeChild(coordinator)
        }
        addChild(coordinator)
        coordinator.start()
    }
}
