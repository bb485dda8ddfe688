import UIKit

final class AppCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let shelf = ShelfCoordinator(navigationController: navigationController)
        shelf.onFinish = { [weak self, weak shelf] in
            self?.childCoordinators.removeAll { $0 === shelf }
        }
        childCoordinators.append(shelf)
        shelf.start()
    }
}
