/// Keeps the flows a flow started.
class BaseCoordinator {
    var childCoordinators: [Startable] = []

    func addDependency(_ coordinator: Startable) {
        guard !childCoordinators.contains(where: { $0 === coordinator }) else { return }
        childCoordinators.append(coordinator)
    }

    func removeDependency(_ coordinator: Startable?) {
        childCoordinators.removeAll { $0 === coordinator }
    }
}
