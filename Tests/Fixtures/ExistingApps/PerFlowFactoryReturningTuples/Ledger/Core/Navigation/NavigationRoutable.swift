import UIKit

protocol NavigationRoutable: AnyObject {
    func setRootModule(_ viewController: UIViewController, hideNavBar: Bool)
    func push(_ viewController: UIViewController, animated: Bool)
    func popModule(animated: Bool)
}
