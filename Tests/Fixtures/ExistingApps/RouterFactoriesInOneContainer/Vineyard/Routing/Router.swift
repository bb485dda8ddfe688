import UIKit

protocol Router: AnyObject {
    func setRootModule(_ module: UIViewController)
    func push(_ module: UIViewController)
    func present(_ module: UIViewController)
    func popModule()
    func dismissModule()
}

final class RouterImp: Router {
    private weak var rootController: UINavigationController?

    init(rootController: UINavigationController) {
        self.rootController = rootController
    }

    func setRootModule(_ module: UIViewController) {
        rootController?.setViewControllers([module], animated: false)
    }

    func push(_ module: UIViewController) {
        rootController?.pushViewController(module, animated: true)
    }

    func present(_ module: UIViewController) {
        rootController?.present(module, animated: true)
    }

    func popModule() {
        rootController?.popViewController(animated: true)
    }

    func dismissModule() {
        rootController?.dismiss(animated: true)
    }
}
