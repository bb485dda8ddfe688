/// Holds what every flow needs and keeps its children; not a coordinator by itself.
class BaseCoordinator {
    private(set) var childCoordinators: [Coordinatable] = []

    let router: Routable
    let services: Services

    init(services: Services, router: Routable) {
        self.services = services
        self.router = router
    }

    func addDependency(_ coordinator: Coordinatable) {
        guard !childCoordinators.contains(where: { $0 === coordinator }) else { return }
        childCoordinators.append(coordinator)
    }

    func removeDependency(_ coordinator: Coordinatable?) {
        childCoordinators.removeAll { $0 === coordinator }
    }
}
