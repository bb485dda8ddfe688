import UIKit

final class CartsCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var viewController: CartsViewController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = CartsViewController()
        self.viewController = viewController
        navigationController.pushViewController(viewController, animated: true)
    }
}
