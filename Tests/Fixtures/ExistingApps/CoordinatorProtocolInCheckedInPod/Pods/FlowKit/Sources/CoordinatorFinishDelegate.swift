import Foundation

/// Told when a child flow finishes, to let it go.
@MainActor
public protocol CoordinatorFinishDelegate: AnyObject {
    func coordinatorDidFinish(childCoordinator: any Coordinator)
}
