import UIKit

final class ExploreCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = ExploreViewController()
        navigationController.pushViewController(viewController, animated: true)
    }
}
