import UIKit
import CoreKit

public final class ShopCoordinator: Coordinator {
    public weak var finishDelegate: (any CoordinatorFinishDelegate)?
    public var navigationController: UINavigationController
    public var childCoordinators: [any Coordinator] = []
    public var type: CoordinatorType { .shop }

    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    public func start() {
        showShop()
    }

    func showShop() {
        let viewController = ShopViewController()
        viewController.onFinish = { [weak self] in
            self?.finish()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}

extension ShopCoordinator: CoordinatorFinishDelegate {
    public func coordinatorDidFinish(childCoordinator: any Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}
