import UIKit

/// Picking fruit; ends when the crates are full.
final class HarvestCoordinator: StackCoordinator {
    var navigationController: UINavigationController
    var onEnd: (any StackCoordinator) -> Void

    init(navigationController: UINavigationController, onEnd: @escaping (any StackCoordinator) -> Void) {
        self.navigationController = navigationController
        self.onEnd = onEnd
    }

    func start() {
        navigationController.pushViewController(HarvestViewController(), animated: true)
    }

    func cratesFull() {
        navigationController.popViewController(animated: true)
        self.onEnd(self)
    }
}
