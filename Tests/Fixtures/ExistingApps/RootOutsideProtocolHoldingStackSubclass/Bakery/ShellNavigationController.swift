import UIKit

/// The app's one navigation stack, with a helper its root uses to reset it.
final class ShellNavigationController: UINavigationController {
    func reset() {
        popToRootViewController(animated: false)
    }
}
