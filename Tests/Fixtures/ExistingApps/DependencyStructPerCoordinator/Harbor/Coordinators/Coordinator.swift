import UIKit

/// Which flow a coordinator runs.
enum CoordinatorType {
    case app,
         docks,
         berth,
         tides
}

/// A flow. Each coordinator declares what its parent hands it as a `struct Dependency` of its own.
@MainActor
protocol Coordinator: AnyObject {
    var finishDelegate: CoordinatorFinishDelegate? { get set }
    var childCoordinators: [Coordinator] { get set }
    var type: CoordinatorType { get }

    func finish()
}

extension Coordinator {
    func finish() {
        childCoordinators.removeAll()
        finishDelegate?.coordinatorDidFinish(childCoordinator: self)
    }
}

@MainActor
protocol CoordinatorFinishDelegate: AnyObject {
    func coordinatorDidFinish(childCoordinator: Coordinator)
}
