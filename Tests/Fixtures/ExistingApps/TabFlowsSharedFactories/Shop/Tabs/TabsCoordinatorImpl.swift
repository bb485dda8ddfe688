import UIKit

final class TabsCoordinatorImpl: TabsCoordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .tabs }
    let tabBarController = ShopTabBarController()
    private let modulesFactory = ModulesFactory()

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let controllers = ShopTab.allCases.map { tab -> UIViewController in
            let tabNavigationController = UINavigationController()
            tabNavigationController.title = tab.title
            startTab(tab, in: tabNavigationController)
            return tabNavigationController
        }
        tabBarController.viewControllers = controllers
        navigationController.pushViewController(tabBarController, animated: false)
    }

    private func startTab(_ tab: ShopTab, in tabNavigationController: UINavigationController) {
        switch tab {
        case .feed:
            let feedCoordinator = FeedCoordinatorImpl(tabNavigationController, modulesFactory: modulesFactory, screenFactory: modulesFactory)
            tabBarController.coordinator = feedCoordinator
            feedCoordinator.finishDelegate = self
            childCoordinators.append(feedCoordinator)
            feedCoordinator.start()
        case .cart:
            let cartCoordinator = CartCoordinatorImpl(tabNavigationController, modulesFactory: modulesFactory)
            cartCoordinator.finishDelegate = self
            childCoordinators.append(cartCoordinator)
            cartCoordinator.start()
        case .account:
            break
        }
    }
}

extension TabsCoordinatorImpl: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: any Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}
