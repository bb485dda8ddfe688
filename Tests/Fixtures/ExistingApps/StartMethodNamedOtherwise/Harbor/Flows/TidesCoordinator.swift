import UIKit

final class TidesCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func startCoordinator() {
        navigationController.pushViewController(TidesViewController(), animated: true)
    }
}

final class TidesViewController: UIViewController {}
