import UIKit

final class HarvestCoordinator: StackCoordinator {
    override func start(animated: Bool) {
        let viewController = HarvestViewController()
        viewController.onDone = { [weak self] in
            self?.navigationController.popViewController(animated: true)
        }
        navigationController.pushViewController(viewController, animated: animated)
    }
}
