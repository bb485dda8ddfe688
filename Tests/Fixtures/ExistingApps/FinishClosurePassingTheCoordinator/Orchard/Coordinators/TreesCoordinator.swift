import UIKit

/// The orchard's trees.
final class TreesCoordinator: StackCoordinator {
    var navigationController: UINavigationController
    var onEnd: (StackCoordinator) -> Void

    init(navigationController: UINavigationController, onEnd: @escaping (StackCoordinator) -> Void) {
        self.navigationController = navigationController
        self.onEnd = onEnd
    }

    func start() {
        navigationController.setViewControllers([TreesViewController()], animated: false)
    }

    func leave() {
        onEnd(self)
    }
}
