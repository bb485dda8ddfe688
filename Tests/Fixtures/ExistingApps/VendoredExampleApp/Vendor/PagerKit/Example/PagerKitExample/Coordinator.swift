// PagerKitExample — demo of PagerKit. Not part of any app that vendors PagerKit.

import UIKit

/// The demo's own coordinator protocol, unrelated to the app's.
protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }
    var router: UINavigationController { get }
    func start()
}
