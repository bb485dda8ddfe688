import UIKit

/// What every flow of the app is: no protocol, a class each coordinator subclasses.
@MainActor
class Coordinator {
    private(set) var childCoordinators: [Coordinator] = []
    private weak var parentCoordinator: Coordinator?

    /// Shows the flow's first screen; each flow overrides it.
    func start() {}

    func addChild(_ coordinator: Coordinator) {
        childCoordinators.append(coordinator)
        coordinator.parentCoordinator = self
    }

    func removeChild(_ coordinator: Coordinator) {
        childCoordinators.removeAll { $0 === coordinator }
    }

    /// The flow is done: its parent lets it go.
    func finish() {
        childCoordinators.removeAll()
        parentCoordinator?.removeChild(self)
    }
}
