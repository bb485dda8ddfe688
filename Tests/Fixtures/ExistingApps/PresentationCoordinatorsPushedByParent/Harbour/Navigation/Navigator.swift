import UIKit

@MainActor
protocol Navigating {
    func push(_ viewController: UIViewController, animated: Bool, onPopped: (() -> Void)?)
    func pop(animated: Bool)
}

/// Pushes onto one navigation controller and runs what a pushed screen asked for once it is popped.
final class Navigator: Navigating {
    private let navigationController: UINavigationController
    private var onPopped: [ObjectIdentifier: () -> Void] = [:]

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func push(_ viewController: UIViewController, animated: Bool, onPopped: (() -> Void)?) {
        if let onPopped { self.onPopped[ObjectIdentifier(viewController)] = onPopped }
        navigationController.pushViewController(viewController, animated: animated)
    }

    func pop(animated: Bool) {
        guard let popped = navigationController.popViewController(animated: animated) else { return }
        onPopped.removeValue(forKey: ObjectIdentifier(popped))?()
    }
}
