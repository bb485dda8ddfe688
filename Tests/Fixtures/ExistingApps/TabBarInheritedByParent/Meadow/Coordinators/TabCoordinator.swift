import UIKit

final class TabCoordinator: BaseTabCoordinator {
    override func start() {
        let flowersStack = UINavigationController()
        flowersStack.tabBarItem.title = "Flowers"
        let flowers = FlowersCoordinator(navigationController: flowersStack)
        flowers.start()
        childCoordinators.append(flowers)
        tabBarController.viewControllers = [flowersStack]
    }
}
