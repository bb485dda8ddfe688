import UIKit

/// Wraps the one navigation stack the ferry app runs on. Its pop goes back *to* a screen it is given.
final class Router {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func setViewControllers(_ viewControllers: [UIViewController], hidesBar: Bool = false) {
        navigationController.setViewControllers(viewControllers, animated: false)
        navigationController.setNavigationBarHidden(hidesBar, animated: false)
    }

    func push(_ viewController: UIViewController, animated: Bool = true) {
        navigationController.pushViewController(viewController, animated: animated)
    }

    func pop(_ viewController: UIViewController, animated: Bool = true) {
        navigationController.popToViewController(viewController, animated: animated)
    }

    func present(_ viewController: UIViewController, animated: Bool = true) {
        navigationController.present(viewController, animated: animated)
    }

    func dismiss(_ viewController: UIViewController, animated: Bool = true) {
        viewController.dismiss(animated: animated)
    }
}
