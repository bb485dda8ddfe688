import UIKit

final class Router: RouterType {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func toPresent() -> UIViewController { navigationController }

    func setRootModule(_ module: Presentable, hideBar: Bool) {
        navigationController.setViewControllers([module.toPresent()], animated: false)
        navigationController.isNavigationBarHidden = hideBar
    }

    func push(_ module: Presentable, animated: Bool, completion: (() -> Void)?) {
        navigationController.pushViewController(module.toPresent(), animated: animated)
        completion?()
    }

    func popModule(animated: Bool) {
        navigationController.popViewController(animated: animated)
    }

    func present(_ module: Presentable, animated: Bool) {
        navigationController.present(module.toPresent(), animated: animated)
    }

    func dismissModule(animated: Bool, completion: (() -> Void)?) {
        navigationController.dismiss(animated: animated, completion: completion)
    }
}
