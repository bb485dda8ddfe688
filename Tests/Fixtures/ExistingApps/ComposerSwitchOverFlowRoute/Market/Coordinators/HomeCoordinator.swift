import UIKit

/// The tabs the home screen offers.
enum HomeDestination {
    case basket
    case settings
}

final class HomeCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .home }

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = HomeViewController()
        viewController.onOpen = { [weak self] destination in
            self?.open(destination)
        }
        navigationController.pushViewController(viewController, animated: false)
    }

    func open(_ destination: HomeDestination) {
        switch destination {
        case .basket:
            showBasket()
        case .settings:
            navigationController.pushViewController(UIViewController(), animated: true)
        }
    }

    func showBasket() {
        let coordinator = BasketCoordinator(navigationController: navigationController)
        coordinator.finishDelegate = self
        childCoordinators.append(coordinator)
        coordinator.start()
    }
}

extension HomeCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: any Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}
