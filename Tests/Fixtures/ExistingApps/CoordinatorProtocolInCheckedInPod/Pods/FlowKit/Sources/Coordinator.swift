import UIKit

/// A flow of screens on a navigation controller, started by its parent and held until it finishes.
@MainActor
public protocol Coordinator: AnyObject {
    var finishDelegate: (any CoordinatorFinishDelegate)? { get set }
    var navigationController: UINavigationController { get set }
    var childCoordinators: [any Coordinator] { get set }

    init(_ navigationController: UINavigationController)

    func start()
    func finish()
}

extension Coordinator {
    public func finish() {
        childCoordinators.removeAll()
        finishDelegate?.coordinatorDidFinish(childCoordinator: self)
    }
}
