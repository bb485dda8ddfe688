import UIKit

/// Anything a router can show.
@MainActor
protocol Presentable {
    func toPresent() -> UIViewController
}

extension UIViewController: Presentable {
    func toPresent() -> UIViewController { self }
}
