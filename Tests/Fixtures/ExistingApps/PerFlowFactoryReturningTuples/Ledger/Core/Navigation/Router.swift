import UIKit

final class Router: NavigationRoutable {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func setRootModule(_ viewController: UIViewController, hideNavBar: Bool) {
        navigationController.setViewControllers([viewController], animated: false)
        navigationController.isNavigationBarHidden = hideNavBar
    }

    func push(_ viewController: UIViewController, animated: Bool) {
        navigationController.pushViewController(viewController, animated: animated)
    }

    func popModule(animated: Bool) {
        navigationController.popViewController(animated: animated)
    }
}
