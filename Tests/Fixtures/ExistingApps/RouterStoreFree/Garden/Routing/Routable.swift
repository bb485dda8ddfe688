import UIKit

@MainActor
protocol Presentable: AnyObject {
    func toPresent() -> UIViewController?
}

extension UIViewController: Presentable {
    func toPresent() -> UIViewController? { self }
}

@MainActor
protocol Routable: AnyObject {
    func setRootModule(_ module: Presentable?)
    func push(_ module: Presentable?)
    func push(_ module: Presentable?, hideBottomBar: Bool)
    func present(_ module: Presentable?)
    func popModule()
    func dismissModule()
}
