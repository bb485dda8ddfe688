class BaseCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    // Adds a coordinator only once.
    func addDependency(_ coordinator: Coordinator) {
        guard !childCoordinators.contains(where: { $0 === coordinator }) else { return }
        childCoordinators.append(coordinator)
    }

    func removeDependency(_ coordinator: Coordinator?) {
        guard let coordinator else { return }
        childCoordinators.removeAll { $0 === coordinator }
    }
}
