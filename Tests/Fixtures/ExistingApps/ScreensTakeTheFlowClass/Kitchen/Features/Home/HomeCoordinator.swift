import UIKit

final class HomeCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .home }

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = HomeViewController()
        viewController.onShowRecipes = { [weak self] in
            self?.openRecipesCoordinator()
        }
        viewController.onShowPantry = { [weak self] in
            self?.openPantryCoordinator()
        }
        navigationController.pushViewController(viewController, animated: false)
    }

    func openRecipesCoordinator() {
        let coordinator = RecipesCoordinator(navigationController)
        coordinator.finishDelegate = self
        childCoordinators.append(coordinator)
        coordinator.start()
    }

    func openPantryCoordinator() {
        let coordinator = PantryCoordinator(navigationController)
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
