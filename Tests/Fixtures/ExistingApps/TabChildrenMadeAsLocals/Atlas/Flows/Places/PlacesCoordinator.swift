import UIKit

final class PlacesCoordinator: NavigationCoordinator {
    private let services: Services

    init(services: Services) {
        self.services = services
        super.init(navigationController: UINavigationController())
        navigationController.tabBarItem = services.tabItems.places()
    }

    override func start() {
        let screen = PlacesViewController(api: services.api)
        navigationController.pushViewController(screen, animated: false)
    }
}
