import UIKit

final class Router: Routable {
    private weak var rootController: UINavigationController?

    init(rootController: UINavigationController) {
        self.rootController = rootController
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

    func push(_ module: Presentable?) {
        push(module, animated: true)
    }

    func push(_ module: Presentable?, animated: Bool) {
        guard let controller = module?.toPresent() else { return }
        rootController?.pushViewController(controller, animated: animated)
    }

    func pop() {
        pop(animated: true)
    }

    func pop(animated: Bool) {
        rootController?.popViewController(animated: animated)
    }

    func dismiss() {
        dismiss(animated: true)
    }

    func dismiss(animated: Bool) {
        rootController?.dismiss(animated: animated, completion: nil)
    }

    func setRoot(_ module: Presentable?) {
        guard let controller = module?.toPresent() else { return }
        rootController?.setViewControllers([controller], animated: false)
    }
}
