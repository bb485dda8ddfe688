import UIKit

/// The orchard's flows: each is made with the app's navigation controller and begins with `begin()`;
/// `begin(animated:)` is there for callers that choose the animation, and begins the same way.
protocol PageFlow {
    init(navigationController: OrchardNavigationController)

    func begin()

    func begin(animated: Bool)
}

extension PageFlow {
    func begin(animated: Bool) {
        begin()
    }
}
