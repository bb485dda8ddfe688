import UIKit

/// Holds the router and the services every flow is made with, and keeps the running child flows.
open class BaseCoordinator: Coordinator {
    public private(set) var childCoordinators: [Coordinator] = []
    public let router: Router
    let services: GardenServices

    init(router: Router, services: GardenServices) {
        self.router = router
        self.services = services
    }

    open func start() {}
    open func start(at link: GardenLink?) {}

    public func addDependency(_ coordinator: Coordinator) {
        guard !childCoordinators.contains(where: { $0 === coordinator }) else { return }
        childCoordinators.append(coordinator)
    }

    public func removeDependency(_ coordinator: Coordinator?) {
        guard let coordinator else { return }
        childCoordinators.removeAll { $0 === coordinator }
    }
}
