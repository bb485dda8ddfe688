import UIKit

/// The orchard's trees.
final class TreesCoordinator: StackCoordinator {
    var navigationController: UINavigationController
    var onFinish: (StackCoordinator) -> Void

    init(onFinish: @escaping (StackCoordinator) -> Void, navigationController: UINavigationController) {
        self.navigationController = navigationController
        self.onFinish = onFinish
    }

    func start() {
        navigationController.setViewControllers([TreesViewController()], animated: false)
    }

    func leave() {
        onFinish(self)
    }
}
