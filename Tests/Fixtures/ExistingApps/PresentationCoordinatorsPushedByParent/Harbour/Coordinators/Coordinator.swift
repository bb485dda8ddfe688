import UIKit

@MainActor
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

extension Coordinator {
    func addChild(_ child: Coordinator) {
        childCoordinators.append(child)
    }

    func removeChild(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}

/// A coordinator that shows its flow in one view controller, whatever its class.
@MainActor
protocol AnyPresentationCoordinator: Coordinator {
    var anyRootViewController: UIViewController { get }
}

/// A coordinator whose flow is one view controller of the class it picks.
@MainActor
protocol PresentationCoordinator: AnyPresentationCoordinator {
    associatedtype RootController: UIViewController
    var rootViewController: RootController { get }
}

extension PresentationCoordinator {
    var anyRootViewController: UIViewController { rootViewController }
}

/// A coordinator that runs a navigation stack and pushes its children's view controllers on it.
@MainActor
protocol NavigationCoordinator: PresentationCoordinator {
    var navigator: Navigating { get }
}

extension NavigationCoordinator {
    func pushCoordinator(_ child: AnyPresentationCoordinator, animated: Bool) {
        addChild(child)
        child.start()
        navigator.push(child.anyRootViewController, animated: animated) { [weak self] in
            self?.removeChild(child)
        }
    }
}
