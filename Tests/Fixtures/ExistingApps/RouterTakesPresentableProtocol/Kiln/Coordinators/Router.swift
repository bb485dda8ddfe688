import UIKit

final class Router: NSObject, RouterType {
    private let rootController: UINavigationController

    init(rootController: UINavigationController) {
        self.rootController = rootController
    }

    var navigationController: UINavigationController? { rootController }

    var viewController: UIViewController? { rootController.viewControllers.last }

    func setRoot(_ module: Presentable?) {
        setRoot(module, hideBar: false)
    }

    func setRoot(_ module: Presentable?, hideBar: Bool) {
        guard let controller = module?.viewController else { return }
        rootController.setViewControllers([controller], animated: false)
        rootController.isNavigationBarHidden = hideBar
    }

    func push(_ module: Presentable?) {
        push(module, animated: true)
    }

    func push(_ module: Presentable?, animated: Bool) {
        guard let controller = module?.viewController else { return }
        rootController.pushViewController(controller, animated: animated)
    }

    func pop() {
        pop(animated: true)
    }

    func pop(animated: Bool) {
        rootController.popViewController(animated: animated)
    }
}
