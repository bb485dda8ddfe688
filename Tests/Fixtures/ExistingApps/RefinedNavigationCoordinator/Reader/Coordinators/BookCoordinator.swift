import UIKit

final class BookCoordinator: BaseCoordinator {
    override func start() {
        let viewController = BookViewController()
        viewController.onClose = { [weak self] in
            self?.finish()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
