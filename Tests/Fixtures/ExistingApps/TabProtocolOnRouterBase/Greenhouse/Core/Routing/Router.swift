import UIKit

/// Shows modules on one navigation controller.
public final class Router: Presentable {
    private weak var rootController: UINavigationController?

    public init(rootController: UINavigationController) {
        self.rootController = rootController
    }

    public func toPresent() -> UIViewController? { rootController }

    public func setRootModule(_ module: Presentable?, hideBar: Bool = false) {
        guard let controller = module?.toPresent() else { return }
        rootController?.setViewControllers([controller], animated: false)
        rootController?.isNavigationBarHidden = hideBar
    }

    public func push(_ module: Presentable?, animated: Bool = true) {
        guard let controller = module?.toPresent() else { return }
        rootController?.pushViewController(controller, animated: animated)
    }

    public func popModule(animated: Bool = true) {
        rootController?.popViewController(animated: animated)
    }

    public func present(_ module: Presentable?, animated: Bool = true) {
        guard let controller = module?.toPresent() else { return }
        rootController?.present(controller, animated: animated, completion: nil)
    }

    public func dismissModule(animated: Bool = true, completion: (() -> Void)? = nil) {
        rootController?.dismiss(animated: animated, completion: completion)
    }
}
