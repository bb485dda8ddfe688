import UIKit

final class MainTabsCoordinator: TabBarCoordinator {
    override func start() {
        let lines = LinesCoordinator(navigationController: UINavigationController())
        let tickets = TicketsCoordinator(navigationController: UINavigationController())
        for child in [lines, tickets] {
            addChild(child)
            child.start()
        }
        tabBarController.setViewControllers([lines.navigationController, tickets.navigationController], animated: false)
    }
}
