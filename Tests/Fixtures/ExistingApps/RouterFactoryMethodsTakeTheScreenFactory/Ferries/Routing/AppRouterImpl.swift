import UIKit

final class AppRouterImpl: AppRouter {
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func setRootModule(_ module: Presentable?, hideBar: Bool) {
        guard let controller = module?.toPresent() else { return }
        navigationController?.setViewControllers([controller], animated: false)
        navigationController?.isNavigationBarHidden = hideBar
    }

    func push(_ module: Presentable?, animated: Bool) {
        guard let controller = module?.toPresent() else { return }
        navigationController?.pushViewController(controller, animated: animated)
    }

    func present(_ module: Presentable?, animated: Bool) {
        guard let controller = module?.toPresent() else { return }
        navigationController?.present(controller, animated: animated)
    }

    func popModule(animated: Bool) {
        navigationController?.popViewController(animated: animated)
    }

    func dismissModule(animated: Bool, completion: (() -> Void)?) {
        navigationController?.dismiss(animated: animated, completion: completion)
    }
}
