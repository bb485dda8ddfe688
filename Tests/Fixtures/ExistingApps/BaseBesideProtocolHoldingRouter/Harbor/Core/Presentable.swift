import UIKit

/// Anything the router can show.
protocol Presentable: AnyObject {
    var toPresent: UIViewController? { get }
}

extension UIViewController: Presentable {
    var toPresent: UIViewController? { self }
}
