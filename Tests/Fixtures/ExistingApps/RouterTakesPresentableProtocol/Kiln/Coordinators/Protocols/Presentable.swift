import UIKit

/// A module the router shows; each screen adopts it itself, and the router refines it.
protocol Presentable {
    var navigationController: UINavigationController? { get }
    var viewController: UIViewController? { get }
}

extension Presentable {
    var navigationController: UINavigationController? {
        self as? UINavigationController
    }

    var viewController: UIViewController? {
        self as? UIViewController
    }
}
