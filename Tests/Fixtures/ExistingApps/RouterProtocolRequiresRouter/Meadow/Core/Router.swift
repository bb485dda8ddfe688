import UIKit

/// A class without a protocol around the navigation controller.
final class Router {
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func setRootModule(_ module: Presentable?, animated: Bool = false) {
        guard let controller = module?.toPresent() else { return }
        navigationController?.setViewControllers([controller], animated: animated)
    }

    func push(_ module: Presentable?, animated: Bool = true) {
        guard let controller = module?.toPresent() else { return }
        navigationController?.pushViewController(controller, animated: animated)
    }

    func present(_ module: Presentable?, animated: Bool = true) {
        guard let controller = module?.toPresent() else { return }
        navigationController?.present(controller, animated: animated)
    }

    func popModule(animated: Bool = true) {
        navigationController?.popViewController(animated: animated)
    }

    func dismissModule(animated: Bool = true) {
        navigationController?.dismiss(animated: animated)
    }
}
