import UIKit

final class HomeCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    let navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .home }

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = HomeViewController()
        viewController.onShowProfile = { [weak self] user in
            self?.openProfile(user: user)
        }
        navigationController.pushViewController(viewController, animated: false)
    }

    func openProfile(user: String) {
        let coordinator = ProfileCoordinator(navigationController)
        coordinator.finishDelegate = self
        childCoordinators.append(coordinator)
        coordinator.start(user: user)
    }
}

extension HomeCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: any Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}
