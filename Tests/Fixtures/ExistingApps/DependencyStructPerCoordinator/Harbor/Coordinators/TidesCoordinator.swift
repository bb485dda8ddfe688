import UIKit

/// A flow handed one value more than its siblings: the tide level it opens at.
final class TidesCoordinator: Coordinator {
    struct Dependency {
        let navigationController: UINavigationController
        let registry: ServiceRegistry
        let startLevel: Int
    }

    let dependency: Dependency

    weak var finishDelegate: CoordinatorFinishDelegate?
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType = .tides

    init(dependency: Dependency) {
        self.dependency = dependency
    }

    func start() {
        let viewController = TidesViewController(level: dependency.startLevel)
        dependency.navigationController.pushViewController(viewController, animated: true)
    }
}

extension TidesCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: Coordinator) {
        childCoordinators = childCoordinators.filter { $0 !== childCoordinator }
    }
}
