import UIKit
import CoreKit

public final class CartCoordinator: Coordinator {
    public weak var finishDelegate: (any CoordinatorFinishDelegate)?
    public var navigationController: UINavigationController
    public var childCoordinators: [any Coordinator] = []
    public var type: CoordinatorType { .cart }

    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    public func start() {
        showCart()
    }

    func showCart() {
        let viewController = CartViewController()
        viewController.onFinish = { [weak self] in
            self?.finish()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}

extension CartCoordinator: CoordinatorFinishDelegate {
    public func coordinatorDidFinish(childCoordinator: any Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}
