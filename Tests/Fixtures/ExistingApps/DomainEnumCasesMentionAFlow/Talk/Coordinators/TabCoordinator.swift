import UIKit

final class TabCoordinator: Coordinator {
    weak var finishDelegate: CoordinatorFinishDelegate?
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType { .tab }
    let tabBarController = UITabBarController()

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let controllers = TabBarPage.allCases.sorted { $0.order() < $1.order() }.map(makeTabController(of:))
        tabBarController.setViewControllers(controllers, animated: false)
        navigationController.setViewControllers([tabBarController], animated: false)
    }

    func selectPage(_ page: TabBarPage) {
        tabBarController.selectedIndex = page.order()
    }

    private func makeTabController(of page: TabBarPage) -> UINavigationController {
        let navigationController = UINavigationController()
        navigationController.tabBarItem = UITabBarItem(title: page.title(), image: nil, tag: page.order())
        switch page {
        case .home:
            let homeCoordinator = HomeCoordinator(navigationController)
            homeCoordinator.finishDelegate = self
            homeCoordinator.homeDelegate = self
            childCoordinators.append(homeCoordinator)
            homeCoordinator.start()
        case .chat:
            let chatCoordinator = ChatCoordinator(navigationController)
            chatCoordinator.finishDelegate = self
            childCoordinators.append(chatCoordinator)
            chatCoordinator.start()
        }
        return navigationController
    }
}

extension TabCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: Coordinator) {
        childCoordinators = childCoordinators.filter { $0 !== childCoordinator }
    }
}

extension TabCoordinator: HomeCoordinatorDelegate {
    func showPersonalChat(with user: String) {
        selectPage(.chat)
        guard let chatCoordinator = childCoordinators.first(where: { $0.type == .chat }) as? ChatCoordinator else { return }
        chatCoordinator.openPersonalChat(with: user)
    }
}
