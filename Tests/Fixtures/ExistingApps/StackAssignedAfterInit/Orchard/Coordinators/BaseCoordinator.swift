import UIKit

/// Every flow starts with a stack of its own; the flow that starts it hands over its stack instead.
@MainActor
class BaseCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parentCoordinator: Coordinator?
    var navigationController = UINavigationController()

    func start() {}

    func start(coordinator: Coordinator) {
        childCoordinators.append(coordinator)
        coordinator.parentCoordinator = self
        coordinator.start()
    }

    func didFinish(coordinator: Coordinator) {
        childCoordinators.removeAll { $0 === coordinator }
    }
}
