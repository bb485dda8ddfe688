import UIKit

final class BerthCoordinator: Coordinator {
    struct Dependency {
        let navigationController: UINavigationController
        let registry: ServiceRegistry
    }

    let dependency: Dependency

    weak var finishDelegate: CoordinatorFinishDelegate?
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType = .berth

    init(dependency: Dependency) {
        self.dependency = dependency
    }

    func start() {
        let viewController = BerthViewController(bookings: dependency.registry.bookings)
        dependency.navigationController.pushViewController(viewController, animated: true)
    }
}

extension BerthCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: Coordinator) {
        childCoordinators = childCoordinators.filter { $0 !== childCoordinator }
    }
}
