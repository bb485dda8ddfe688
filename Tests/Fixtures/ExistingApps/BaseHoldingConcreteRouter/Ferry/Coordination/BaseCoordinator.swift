import Foundation

/// What every flow shares: the router it is made with and the children it keeps. No protocol, no start:
/// each flow declares its own.
class BaseCoordinator {
    let router: Router
    var childCoordinators = [BaseCoordinator]()

    init(router: Router) {
        self.router = router
    }

    func addDependency(_ coordinator: BaseCoordinator) {
        guard !childCoordinators.contains(where: { $0 === coordinator }) else { return }
        childCoordinators.append(coordinator)
    }

    func removeDependency(_ coordinator: BaseCoordinator) {
        childCoordinators.removeAll { $0 === coordinator }
    }
}
