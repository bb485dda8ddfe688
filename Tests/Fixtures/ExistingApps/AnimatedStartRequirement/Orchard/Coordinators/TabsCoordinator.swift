import UIKit

/// The root: one tab per flow.
final class TabsCoordinator: BaseCoordinator {
    let tabBarController: UITabBarController

    init(tabBarController: UITabBarController, services: OrchardServices) {
        self.tabBarController = tabBarController
        super.init(services: services)
    }

    override func start(animated: Bool) {
        let treesStack = UINavigationController()
        let trees = TreesCoordinator(navigationController: treesStack, services: services)
        trees.start(animated: true)
        childCoordinators.append(trees)
        tabBarController.setViewControllers([treesStack], animated: animated)
    }
}
