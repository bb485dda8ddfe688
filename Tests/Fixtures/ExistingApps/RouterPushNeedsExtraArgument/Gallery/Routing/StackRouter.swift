import UIKit

final class StackRouter: NSObject, Router {
    private weak var rootController: UINavigationController?
    private var completions: [UIViewController: () -> Void] = [:]

    init(rootController: UINavigationController) {
        self.rootController = rootController
        super.init()
    }

    func toPresent() -> UIViewController? {
        rootController
    }

    func present(_ module: Presentable?) {
        present(module, animated: true)
    }

    func present(_ module: Presentable?, animated: Bool) {
        guard let controller = module?.toPresent() else { return }
        rootController?.present(controller, animated: animated, completion: nil)
    }

    func push(_ module: Presentable?, hideBar: Bool) {
        push(module, animated: true, hideBar: hideBar)
    }

    func push(_ module: Presentable?, animated: Bool, hideBar: Bool) {
        push(module, animated: animated, hideBar: hideBar, completion: nil)
    }

    func push(_ module: Presentable?, animated: Bool, hideBar: Bool, completion: (() -> Void)?) {
        guard let controller = module?.toPresent() else { return }
        if let completion {
            completions[controller] = completion
        }
        rootController?.setNavigationBarHidden(hideBar, animated: false)
        rootController?.pushViewController(controller, animated: animated)
    }

    func popModule() {
        popModule(animated: true)
    }

    func popModule(animated: Bool) {
        if let controller = rootController?.popViewController(animated: animated) {
            completions.removeValue(forKey: controller)?()
        }
    }

    func dismissModule() {
        dismissModule(animated: true, completion: nil)
    }

    func dismissModule(animated: Bool, completion: (() -> Void)?) {
        rootController?.dismiss(animated: animated, completion: completion)
    }

    func setRootModule(_ module: Presentable?, animated: Bool) {
        setRootModule(module, hideBar: false, animated: animated)
    }

    func setRootModule(_ module: Presentable?, hideBar: Bool, animated: Bool) {
        guard let controller = module?.toPresent() else { return }
        rootController?.setViewControllers([controller], animated: animated)
        rootController?.isNavigationBarHidden = hideBar
    }
}
