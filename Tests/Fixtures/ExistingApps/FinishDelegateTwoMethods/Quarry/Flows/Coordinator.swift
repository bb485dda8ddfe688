import UIKit

protocol Coordinator: AnyObject {
    var finishDelegate: CoordinatorFinishDelegate? { get set }
    var navigationController: UINavigationController { get set }
    var childCoordinators: [Coordinator] { get set }

    func start()
}

/// How a flow ended, for the parents that care.
enum Outcome {
    case completed, cancelled
}

/// A parent hears that a child ended, with or without how.
protocol CoordinatorFinishDelegate: AnyObject {
    func coordinatorDidFinish(childCoordinator: Coordinator)
    func coordinatorDidFinish(childCoordinator: Coordinator, outcome: Outcome)
}
