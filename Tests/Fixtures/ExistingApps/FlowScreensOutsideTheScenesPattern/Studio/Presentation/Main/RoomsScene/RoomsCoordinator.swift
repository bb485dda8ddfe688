import UIKit

/// The rooms free today.
final class RoomsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(RoomsViewController(), animated: true)
    }
}
