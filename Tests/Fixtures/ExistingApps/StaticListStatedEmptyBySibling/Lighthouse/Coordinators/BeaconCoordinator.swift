import UIKit

/// The light itself.
final class BeaconCoordinator: Coordinator {
    static var screens: [Screen] {
        [.beacon]
    }

    let navigationController: UINavigationController
    var children: [Coordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.setViewControllers([BeaconViewController()], animated: false)
    }
}
