import UIKit

final class OrderCoordinator: NavigationCoordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController
    var didFinish: (() -> Void)?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = OrderViewController()
        viewController.onDone = { [weak self] in
            self?.navigationController.popViewController(animated: true)
            self?.didFinish?()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
