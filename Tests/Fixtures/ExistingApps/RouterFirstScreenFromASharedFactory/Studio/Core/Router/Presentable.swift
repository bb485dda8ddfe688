import UIKit

protocol Presentable {
    func toPresent() -> UIViewController?
}

extension UIViewController: Presentable {
    func toPresent() -> UIViewController? {
        self
    }
}

/// What every screen is to its coordinator: something to show.
protocol BaseView: NSObjectProtocol, Presentable {}
