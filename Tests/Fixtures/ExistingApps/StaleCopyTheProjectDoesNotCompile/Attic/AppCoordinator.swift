import UIKit

// An earlier draft of the root coordinator, no longer in any target.
final class AppCoordinator: Coordinator {
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {}
}
