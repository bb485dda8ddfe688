import UIKit

/// No `start()`: each flow starts with what it needs (`start(user:)`).
@MainActor
protocol Coordinator: AnyObject {
    var finishDelegate: (any CoordinatorFinishDelegate)? { get set }
    var childCoordinators: [any Coordinator] { get set }
    var type: CoordinatorType { get }
}

extension Coordinator {
    func finish() {
        childCoordinators.removeAll()
        finishDelegate?.coordinatorDidFinish(childCoordinator: self)
    }
}

@MainActor
protocol CoordinatorFinishDelegate: AnyObject {
    func coordinatorDidFinish(childCoordinator: any Coordinator)
}
