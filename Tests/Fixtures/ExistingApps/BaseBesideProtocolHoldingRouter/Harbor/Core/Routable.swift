import UIKit

/// Shows modules: the one way flows put screens on screen.
protocol Routable: Presentable {
    func setRootModule(_ module: Presentable?)
    func push(_ module: Presentable?)
    func push(_ module: Presentable?, animated: Bool)
    func popModule()
    func popModule(animated: Bool)
}

extension Routable {
    func push(_ module: Presentable?) { push(module, animated: true) }
    func popModule() { popModule(animated: true) }
}
