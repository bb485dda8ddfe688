import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

class BaseCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func addDependency(_ coordinator: Coordinator) {
        childCoordinators.append(coordinator)
    }
}

final class AppCoordinator: BaseCoordinator {
    override func start() {
        let coordinator = AuthCoordinator()
        addDependency(coordinator)  // expect: child-never-removed
        coordinator.start()
    }
}

final class AuthCoordinator: BaseCoordinator {
    var onFinish: (() -> Void)?
}
