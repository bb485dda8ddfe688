import UIKit

protocol AppCoordinatorProtocol: AnyObject {
    func selectTrees()
}

final class AppCoordinator {

    // MARK: - Private properties
    private var tabBarController = UITabBarController()
    private var childCoordinators: [CoordinatorProtocol] = []

    // MARK: - Private methods
    private func makeTabs() -> UIViewController {
        let tabBarController = UITabBarController()

        let harvestCoordinator = HarvestCoordinator(navigationController: UINavigationController(), parent: self)
        addChildCoordinator(harvestCoordinator)

        let treesCoordinator = TreesCoordinator(parent: self)
        addChildCoordinator(treesCoordinator)

        let controllers =
        [
            harvestCoordinator.start(),
            treesCoordinator.start()
        ]

        tabBarController.viewControllers = controllers
        self.tabBarController = tabBarController
        return tabBarController
    }

    private func addChildCoordinator(_ coordinator: CoordinatorProtocol) {
        childCoordinators.append(coordinator)
    }
}

// MARK: - CoordinatorProtocol
extension AppCoordinator: CoordinatorProtocol {
    func start() -> UIViewController {
        makeTabs()
    }
}

// MARK: - AppCoordinatorProtocol
extension AppCoordinator: AppCoordinatorProtocol {
    func selectTrees() {
        tabBarController.selectedIndex = 1
    }
}
