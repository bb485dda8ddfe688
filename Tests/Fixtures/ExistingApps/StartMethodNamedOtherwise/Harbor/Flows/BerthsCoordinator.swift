import UIKit

final class BerthsCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func startCoordinator() {
        navigationController.pushViewController(BerthsViewController(), animated: false)
    }
}

final class BerthsViewController: UIViewController {}
