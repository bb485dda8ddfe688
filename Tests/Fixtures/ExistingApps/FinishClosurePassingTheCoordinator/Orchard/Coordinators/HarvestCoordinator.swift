import UIKit

/// Picking fruit; ends when the crates are full.
final class HarvestCoordinator: StackCoordinator {
    var navigationController: UINavigationController
    var onFinish: (any StackCoordinator) -> Void
    private let crates: Int

    init(navigationController: UINavigationController, crates: Int, onFinish: @escaping (any StackCoordinator) -> Void) {
        self.navigationController = navigationController
        self.crates = crates
        self.onFinish = onFinish
    }

    func start() {
        navigationController.pushViewController(HarvestViewController(), animated: true)
    }

    func cratesFull() {
        navigationController.popViewController(animated: true)
        self.onFinish(self)
    }
}
