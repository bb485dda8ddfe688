import UIKit

/// Everything the harbour shows goes through a router; no coordinator touches a navigation controller.
protocol Router: AnyObject {
    func setRootModule(_ module: UIViewController)
    func push(_ module: UIViewController, animated: Bool)
    func popModule(animated: Bool)
    func present(_ module: UIViewController, animated: Bool)
    func dismissModule(animated: Bool)
}

final class StackRouter: Router {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func setRootModule(_ module: UIViewController) {
        navigationController.setViewControllers([module], animated: false)
    }

    func push(_ module: UIViewController, animated: Bool) {
        navigationController.pushViewController(module, animated: animated)
    }

    func popModule(animated: Bool) {
        navigationController.popViewController(animated: animated)
    }

    func present(_ module: UIViewController, animated: Bool) {
        navigationController.present(module, animated: animated)
    }

    func dismissModule(animated: Bool) {
        navigationController.dismiss(animated: animated)
    }
}
