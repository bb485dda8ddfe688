import UIKit

/// The menu shown over the catalog; named like a root too; the launch code makes the app coordinator.
final class MainCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(UIViewController(), animated: true)
    }
}
