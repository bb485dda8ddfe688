import UIKit

@MainActor
protocol Coordinator: AnyObject {
    var finishDelegate: (any CoordinatorFinishDelegate)? { get set }
    var navigationController: UINavigationController { get set }
    var childCoordinators: [any Coordinator] { get set }
    var type: CoordinatorType { get }

    func start()
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
    func coordinatorDidFinish(childCoordinator: any Coordinator)
}

enum CoordinatorType {
    case app
    case home
    case basket
}
