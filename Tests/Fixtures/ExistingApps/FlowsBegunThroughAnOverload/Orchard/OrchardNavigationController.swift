import UIKit

/// The navigation controller every flow of the orchard pushes its pages onto.
final class OrchardNavigationController: UINavigationController {
    func pushPage(_ page: UIViewController, animated: Bool = true) {
        pushViewController(page, animated: animated)
    }
}
