import UIKit

protocol Presentable {
    func toPresent() -> UIViewController?
}

extension UIViewController: Presentable {
    func toPresent() -> UIViewController? { self }
}

protocol AppRouter: AnyObject {
    func setRootModule(_ module: Presentable?, hideBar: Bool)
    func push(_ module: Presentable?, animated: Bool)
    func present(_ module: Presentable?, animated: Bool)
    func popModule(animated: Bool)
    func dismissModule(animated: Bool, completion: (() -> Void)?)
}

extension AppRouter {
    func setRootModule(_ module: Presentable?) {
        setRootModule(module, hideBar: false)
    }

    func push(_ module: Presentable?) {
        push(module, animated: true)
    }

    func present(_ module: Presentable?) {
        present(module, animated: true)
    }
}
