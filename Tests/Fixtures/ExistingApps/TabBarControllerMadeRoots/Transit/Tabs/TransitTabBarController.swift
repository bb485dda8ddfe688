import UIKit

/// The tab bar makes one coordinator per tab; no coordinator sits above them.
final class TransitTabBarController: UITabBarController {
    private let stationsCoordinator = StationsCoordinator(navigationController: UINavigationController())
    private let ticketsCoordinator = TicketsCoordinator(navigationController: UINavigationController())

    override func viewDidLoad() {
        super.viewDidLoad()
        stationsCoordinator.start()
        ticketsCoordinator.start()
        viewControllers = [stationsCoordinator.navigationController, ticketsCoordinator.navigationController]
    }
}
