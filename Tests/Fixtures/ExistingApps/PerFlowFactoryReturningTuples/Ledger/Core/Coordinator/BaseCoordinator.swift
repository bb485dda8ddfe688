import Foundation

class BaseCoordinator: Coordinatable {
    var childCoordinators: [Coordinatable] = []

    func start() {}

    func addChildCoordinator(_ coordinator: Coordinatable) {
        guard !childCoordinators.contains(where: { $0 === coordinator }) else { return }
        childCoordinators.append(coordinator)
    }

    func removeChildCoordinator(_ coordinator: Coordinatable?) {
        childCoordinators.removeAll { $0 === coordinator }
    }
}
