import UIKit

final class Router: Routable {
    private let rootController: UINavigationController

    init(rootController: UINavigationController) {
        self.rootController = rootController
    }

    var toPresent: UIViewController? { rootController }

    func setRootModule(_ module: Presentable?) {
        guard let controller = module?.toPresent else { return }
        rootController.setViewControllers([controller], animated: false)
    }

    func push(_ module: Presentable?, animated: Bool) {
        guard let controller = module?.toPresent else { return }
        rootController.pushViewController(controller, animated: animated)
    }

    func popModule(animated: Bool) {
        rootController.popViewController(animated: animated)
    }
}
