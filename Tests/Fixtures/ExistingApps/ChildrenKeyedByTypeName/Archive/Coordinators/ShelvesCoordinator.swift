import UIKit

final class ShelvesCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [String: Coordinator] = [:]
    var onFinish: (() -> Void)?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = ShelvesViewController()
        viewController.onClose = { [weak self] in self?.onFinish?() }
        navigationController.pushViewController(viewController, animated: false)
    }
}
