import UIKit

@MainActor
class BaseCoordinator: Coordinator {
    var navigationController = UINavigationController()
    var childCoordinators: [Coordinator] = []
    weak var parentCoordinator: Coordinator?

    func start() {
        fatalError("a subclass starts its own flow")
    }

    func start(coordinator: Coordinator) {
        childCoordinators.append(coordinator)
        coordinator.parentCoordinator = self
        coordinator.start()
    }

    func didFinish(coordinator: Coordinator) {
        childCoordinators.removeAll { $0 === coordinator }
    }

    func removeChildCoordinators() {
        childCoordinators.forEach { $0.removeChildCoordinators() }
        childCoordinators.removeAll()
    }
}
