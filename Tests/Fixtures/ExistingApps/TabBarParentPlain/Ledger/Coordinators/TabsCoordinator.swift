import UIKit

/// The root: one tab per flow, each flow on a navigation controller of its own.
final class TabsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let tabBarController: UITabBarController

    init(tabBarController: UITabBarController) {
        self.tabBarController = tabBarController
    }

    func start() {
        let accountsNavigation = UINavigationController()
        let accounts = AccountsCoordinator(navigationController: accountsNavigation)
        childCoordinators.append(accounts)

        let budgetNavigation = UINavigationController()
        let budget = BudgetCoordinator(navigationController: budgetNavigation)
        childCoordinators.append(budget)

        for coordinator in childCoordinators {
            coordinator.start()
        }
        tabBarController.setViewControllers([accountsNavigation, budgetNavigation], animated: false)
    }
}
