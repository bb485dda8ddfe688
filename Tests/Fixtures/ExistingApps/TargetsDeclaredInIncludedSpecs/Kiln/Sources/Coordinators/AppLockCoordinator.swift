import UIKit

/// A flow about the app (its passcode lock), named App… like a root, started by the settings.
final class AppLockCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(AppLockViewController(), animated: true)
    }
}
