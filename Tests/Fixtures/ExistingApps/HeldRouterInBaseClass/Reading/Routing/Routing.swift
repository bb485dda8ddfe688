import UIKit

/// Shows modules on one navigation stack.
@MainActor
protocol Routing: AnyObject {
    func setRoot(_ module: Presentable, hideBar: Bool)
    func push(_ module: Presentable, animated: Bool, completion: (() -> Void)?)
    func popModule(animated: Bool)
    func present(_ module: Presentable, animated: Bool)
    func dismissModule(animated: Bool, completion: (() -> Void)?)
}
