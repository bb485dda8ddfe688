import UIKit

/// A flow: its children, how it tells its parent it ended, and how it begins.
@MainActor
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var didFinish: (() -> Void)? { get set }

    func start()
    func addChildCoordinator(_ coordinator: Coordinator)
    func removeChildCoordinator(_ coordinator: Coordinator)
}

extension Coordinator {
    func addChildCoordinator(_ coordinator: Coordinator) {
        coordinator.didFinish = { [unowned self, unowned coordinator] in
            self.removeChildCoordinator(coordinator)
        }
        childCoordinators.append(coordinator)
    }

    func removeChildCoordinator(_ coordinator: Coordinator) {
        childCoordinators.removeAll { $0 === coordinator }
    }
}

/// A flow that runs on a navigation stack.
@MainActor
protocol StackCoordinator: Coordinator {
    var navigationController: UINavigationController { get }
}
