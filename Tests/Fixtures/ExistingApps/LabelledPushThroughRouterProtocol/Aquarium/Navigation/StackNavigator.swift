import UIKit

/// Shows screens on one navigation controller.
final class StackNavigator: Navigating {
    let stack: UINavigationController

    init(stack: UINavigationController) {
        self.stack = stack
    }

    func push(screen: UIViewController) {
        stack.pushViewController(screen, animated: true)
    }

    func pop() {
        stack.popViewController(animated: true)
    }
}
