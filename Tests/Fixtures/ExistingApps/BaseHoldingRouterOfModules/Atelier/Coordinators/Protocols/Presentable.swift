import UIKit

/// A module the router shows; each screen adopts it itself.
protocol Presentable {
    func toPresent() -> UIViewController
}

extension Presentable where Self: UIViewController {
    func toPresent() -> UIViewController { self }
}
