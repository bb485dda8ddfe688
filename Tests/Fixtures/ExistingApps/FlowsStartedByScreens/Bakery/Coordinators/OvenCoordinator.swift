import UIKit

/// Watches the oven until the bread is done.
@MainActor
final class OvenCoordinator: Coordinator {
    let navigationController: UINavigationController
    var onFinish: (() -> Void)?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = OvenViewController()
        viewController.onDone = { [weak self] in
            self?.navigationController.popViewController(animated: true)
            self?.onFinish?()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
