import UIKit

/// Runs the seeds and watering flows, each on a tab of its own.
final class GardenTabsCoordinator: BaseCoordinator {
    private let tabBarController = UITabBarController()

    override func start() {
        let seeds = SeedsCoordinator(router: Router(rootController: UINavigationController()), services: services)
        let watering = WateringCoordinator(router: Router(rootController: UINavigationController()), services: services)
        let tabs: [GardenTabCoordinator] = [seeds, watering]
        for tab in tabs {
            tab.onTabSwitch = { [weak self] selected in
                self?.tabBarController.selectedIndex = selected == .seeds ? 0 : 1
            }
            addDependency(tab)
            tab.start()
        }
        tabBarController.viewControllers = tabs.compactMap { $0.router.toPresent() }
        router.push(tabBarController)
    }
}
