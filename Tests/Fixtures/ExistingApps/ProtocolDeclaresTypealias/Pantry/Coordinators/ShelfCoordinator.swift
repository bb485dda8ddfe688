import UIKit

final class ShelfCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    var onFinish: Completion?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = ShelfViewController()
        viewController.onDone = { [weak self] in self?.onFinish?() }
        navigationController.pushViewController(viewController, animated: false)
    }
}
