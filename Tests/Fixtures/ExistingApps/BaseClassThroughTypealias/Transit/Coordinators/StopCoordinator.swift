import UIKit

final class StopCoordinator: NavigationCoordinator {
    override func start() {
        let viewController = StopViewController()
        viewController.onClose = { [weak self] in
            self?.navigationController.popViewController(animated: true)
            self?.finish()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
