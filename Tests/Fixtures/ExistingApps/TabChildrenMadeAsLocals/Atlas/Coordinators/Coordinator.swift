import UIKit

/// The base every flow subclasses: it keeps the flows it started until they end.
@MainActor
class Coordinator {
    private(set) var childCoordinators: [Coordinator] = []
    private weak var parentCoordinator: Coordinator?

    func start() {}

    func addChild(_ coordinator: Coordinator) {
        childCoordinators.append(coordinator)
        coordinator.parentCoordinator = self
    }

    func removeChild(_ coordinator: Coordinator) {
        childCoordinators.removeAll { $0 === coordinator }
    }

    func finish() {
        childCoordinators.removeAll()
        parentCoordinator?.removeChild(self)
    }
}
