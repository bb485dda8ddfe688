import UIKit

class BaseCoordinator: Coordinator {
    private(set) var childCoordinators: [Coordinator] = []
    let router: RouterType

    init(router: RouterType) {
        self.router = router
    }

    func start() {
        // Each flow overrides it.
    }

    func toPresent() -> UIViewController {
        router.toPresent()
    }

    func addChildCoordinator(_ coordinator: Coordinator) {
        childCoordinators.append(coordinator)
    }

    func removeChildCoordinator(_ coordinator: Coordinator?) {
        guard let coordinator else { return }
        childCoordinators.removeAll { $0 === coordinator }
    }
}
