import UIKit

final class AppCoordinator: Coordinator {
    weak var finishDelegate: CoordinatorFinishDelegate?
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let stones = StonesCoordinator(navigationController: navigationController)
        stones.finishDelegate = self
        childCoordinators.append(stones)
        stones.start()
    }
}

extension AppCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
    }

    func coordinatorDidFinish(childCoordinator: Coordinator, outcome: Outcome) {
        childCoordinators.removeAll { $0 === childCoordinator }
        if outcome == .completed { navigationController.popToRootViewController(animated: true) }
    }
}
