import UIKit

final class StonesCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var viewController: StonesViewController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = StonesViewController()
        viewController.onCarts = { [weak self] in self?.showCarts() }
        self.viewController = viewController
        navigationController.pushViewController(viewController, animated: true)
    }

    private func showCarts() {
        let carts = CartsCoordinator(navigationController: navigationController)
        childCoordinators.append(carts)
        carts.start()
    }
}
