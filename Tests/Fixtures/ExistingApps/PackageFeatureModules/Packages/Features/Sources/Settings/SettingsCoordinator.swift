import UIKit
import Core

public final class SettingsCoordinator: Coordinator {
    public weak var finishDelegate: (any CoordinatorFinishDelegate)?
    public var navigationController: UINavigationController
    public var childCoordinators: [any Coordinator] = []
    public var type: CoordinatorType { .settings }

    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    public func start() {
        showSettings()
    }

    func showSettings() {
        let viewController = SettingsViewController()
        viewController.onFinish = { [weak self] in
            self?.finish()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}

extension SettingsCoordinator: CoordinatorFinishDelegate {
    public func coordinatorDidFinish(childCoordinator: any Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}
