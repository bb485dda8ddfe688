import UIKit

@MainActor
protocol Presentable {
    func toPresent() -> UIViewController?
}

extension UIViewController: Presentable {
    func toPresent() -> UIViewController? { self }
}

@MainActor
protocol Router: Presentable {
    func setRootModule(_ module: Presentable?, animated: Bool)
    func push(_ module: Presentable?)
    func present(_ module: Presentable?)
    func popModule()
    func dismissModule()
}

final class RouterImpl: Router {
    private weak var rootController: UINavigationController?

    init(rootController: UINavigationController) {
        self.rootController = rootController
    }

    func toPresent() -> UIViewController? { rootController }

    func setRootModule(_ module: Presentable?, animated: Bool) {
        guard let controller = module?.toPresent() else { return }
        rootController?.setViewControllers([controller], animated: animated)
    }

    func push(_ module: Presentable?) {
        guard let controller = module?.toPresent() else { return }
        rootController?.pushViewController(controller, animated: true)
    }

    func present(_ module: Presentable?) {
        guard let controller = module?.toPresent() else { return }
        rootController?.present(controller, animated: true)
    }

    func popModule() {
        rootController?.popViewController(animated: true)
    }

    func dismissModule() {
        rootController?.dismiss(animated: true)
    }
}
