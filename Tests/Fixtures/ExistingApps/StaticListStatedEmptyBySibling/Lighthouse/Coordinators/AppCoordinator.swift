import UIKit

/// Starts the beacon; shows no screen of its own.
final class AppCoordinator: Coordinator {
    static let screens: [Screen] = []

    let navigationController: UINavigationController
    var children: [Coordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let beacon = BeaconCoordinator(navigationController: navigationController)
        children.append(beacon)
        beacon.start()
    }

    func open(_ screen: Screen) {
        if LogbookCoordinator.screens.contains(screen) {
            let logbook = LogbookCoordinator(navigationController: navigationController)
            children.append(logbook)
            logbook.start()
        }
    }
}
