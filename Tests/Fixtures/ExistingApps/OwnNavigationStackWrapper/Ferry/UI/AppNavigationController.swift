import UIKit

/// The app's own stack: a view controller that shows a navigation controller and offers only the
/// moves the app makes (no popping to a given screen).
final class AppNavigationController: UIViewController {
    private let stack = UINavigationController()

    var topViewController: UIViewController? {
        stack.topViewController
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(stack)
        view.addSubview(stack.view)
        stack.didMove(toParent: self)
    }

    func pushViewController(_ viewController: UIViewController, animated: Bool) {
        stack.pushViewController(viewController, animated: animated)
    }

    func popViewController(animated: Bool) {
        stack.popViewController(animated: animated)
    }

    func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        stack.setViewControllers(viewControllers, animated: animated)
    }
}
