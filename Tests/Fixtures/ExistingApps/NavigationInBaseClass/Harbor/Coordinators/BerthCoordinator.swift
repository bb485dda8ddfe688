import UIKit

final class BerthCoordinator: NavigationCoordinator {
    var onFinish: (() -> Void)?

    override func start() {
        let viewController = BerthViewController()
        viewController.onDone = { [weak self] in
            self?.navigationController.popViewController(animated: true)
            self?.onFinish?()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
