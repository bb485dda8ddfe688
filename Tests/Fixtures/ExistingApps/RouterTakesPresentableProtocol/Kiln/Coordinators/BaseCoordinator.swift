import UIKit

open class BaseCoordinator: Coordinator {
    lazy var childCoordinators: [Coordinator] = []

    func start() {
        // Each flow overrides it.
    }
}

extension BaseCoordinator {
    func addDependency(_ coordinator: Coordinator) {
        guard !childCoordinators.contains(where: { $0 === coordinator }) else { return }
        childCoordinators.append(coordinator)
    }

    func removeDependency(_ coordinator: Coordinator?) {
        guard let coordinator else { return }
        childCoordinators.removeAll { $0 === coordinator }
    }
}
