import UIKit

/// Makes one flow per tab, each as a local, and hands them all to the tab bar.
final class HomeTabsCoordinator: TabBarCoordinator {
    private let services: Services

    init(services: Services) {
        self.services = services
        super.init()
    }

    override func start() {
        let mapsCoordinator = MapsCoordinator(services: services)
        let placesCoordinator = PlacesCoordinator(services: services)
        mapsCoordinator.navigationController.tabBarItem = services.tabItems.maps()
        let tabs = [
            mapsCoordinator,
            placesCoordinator
        ]
        tabs.forEach { tab in
            addChild(tab)
            tab.start()
        }
        tabBarController.setViewControllers([mapsCoordinator.navigationController, placesCoordinator.navigationController], animated: false)
        tabBarController.selectedViewController = placesCoordinator.navigationController
    }
}
