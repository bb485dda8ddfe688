import UIKit
import Core

public final class HomeCoordinator: Coordinator {
    public weak var finishDelegate: (any CoordinatorFinishDelegate)?
    public var navigationController: UINavigationController
    public var childCoordinators: [any Coordinator] = []
    public var type: CoordinatorType { .home }

    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    public func start() {
        showHome()
    }

    func showHome() {
        let viewController = HomeViewController()
        viewController.onFinish = { [weak self] in
            self?.finish()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}

extension HomeCoordinator: CoordinatorFinishDelegate {
    public func coordinatorDidFinish(childCoordinator: any Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}
