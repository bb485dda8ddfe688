import UIKit

final class AppCoordinator: Coordinator {
    weak var finishDelegate: CoordinatorFinishDelegate?
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType { .app }

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        move(to: .maps)
    }

    /// Every flow the app moves between, by its type.
    func move(to type: CoordinatorType) {
        switch type {
        case .app:
            navigationController.popToRootViewController(animated: true)
        case .maps:
            let coordinator = MapsCoordinator(navigationController: navigationController)
            coordinator.finishDelegate = self
            childCoordinators.append(coordinator)
            coordinator.start()
        case .guides:
            let coordinator = GuidesCoordinator(navigationController: navigationController)
            coordinator.finishDelegate = self
            childCoordinators.append(coordinator)
            coordinator.start()
        }
    }
}

extension AppCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}
