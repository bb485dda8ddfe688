//___FILEHEADER___

import UIKit

/// How coordinators show screens. Coordinators talk to this protocol, so tests can use a fake.
@MainActor
protocol RouterProtocol: AnyObject {
    /// Replaces the whole stack with `viewController`.
    func setRoot(_ viewController: UIViewController, hideBar: Bool)
    /// Pushes `viewController`; `completion` runs once it leaves the stack, whether through `pop`,
    /// `popToRoot`, `setRoot`, the Back button or a swipe.
    func push(_ viewController: UIViewController, animated: Bool, hideBottomBar: Bool, completion: (() -> Void)?)
    func present(_ viewController: UIViewController, animated: Bool)
    func pop(animated: Bool)
    func popToRoot(animated: Bool)
    func dismiss(animated: Bool, completion: (() -> Void)?)
}

extension RouterProtocol {
    func setRoot(_ viewController: UIViewController) {
        setRoot(viewController, hideBar: false)
    }

    func push(_ viewController: UIViewController, animated: Bool = true, completion: (() -> Void)? = nil) {
        push(viewController, animated: animated, hideBottomBar: false, completion: completion)
    }

    func present(_ viewController: UIViewController) {
        present(viewController, animated: true)
    }

    func dismiss(animated: Bool = true) {
        dismiss(animated: animated, completion: nil)
    }
}

/// A `RouterProtocol` over one navigation controller.
///
/// It is the navigation controller's delegate, so it also sees pops it did not make (the Back button,
/// the swipe) and runs their completions: the coordinator behind a screen the user left is released,
/// which the plain coordinator pattern leaks.
final class Router: NSObject, RouterProtocol, UINavigationControllerDelegate {
    private weak var navigationController: UINavigationController?
    /// What to run when each pushed screen leaves the stack.
    private var completions: [ObjectIdentifier: () -> Void] = [:]

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        navigationController.delegate = self
    }

    func setRoot(_ viewController: UIViewController, hideBar: Bool) {
        navigationController?.setViewControllers([viewController], animated: false)
        navigationController?.isNavigationBarHidden = hideBar
        runCompletionsOfScreensThatLeft()
    }

    func push(_ viewController: UIViewController, animated: Bool, hideBottomBar: Bool, completion: (() -> Void)?) {
        if let completion {
            completions[ObjectIdentifier(viewController)] = completion
        }
        viewController.hidesBottomBarWhenPushed = hideBottomBar
        navigationController?.pushViewController(viewController, animated: animated)
    }

    func present(_ viewController: UIViewController, animated: Bool) {
        navigationController?.present(viewController, animated: animated)
    }

    func pop(animated: Bool) {
        navigationController?.popViewController(animated: animated)
        runCompletionsOfScreensThatLeft()
    }

    func popToRoot(animated: Bool) {
        navigationController?.popToRootViewController(animated: animated)
        runCompletionsOfScreensThatLeft()
    }

    func dismiss(animated: Bool, completion: (() -> Void)?) {
        navigationController?.dismiss(animated: animated, completion: completion)
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        runCompletionsOfScreensThatLeft()
    }

    /// Runs, once, the completion of every pushed screen that is no longer on the stack.
    private func runCompletionsOfScreensThatLeft() {
        let onStack = Set((navigationController?.viewControllers ?? []).map(ObjectIdentifier.init))
        for screen in completions.keys where !onStack.contains(screen) {
            // Removed before it runs: a completion that navigates again must not run it twice.
            completions.removeValue(forKey: screen)?()
        }
    }
}
