import UIKit

protocol Coordinator: AnyObject {
    var navigation: UINavigationController { get set }
    var parentCoordinator: Coordinator? { get set }
    var childCoordinators: [Coordinator] { get set }

    func start()
    func didFinish(coordinator: Coordinator)
}

extension Coordinator {
    func coordinate(to coordinator: Coordinator) {
        childCoordinators.append(coordinator)
        coordinator.parentCoordinator = self
        coordinator.start()
    }
}

/// Every flow inherits its stack from here; most take nothing else.
class BaseCoordinator: Coordinator {
    var navigation: UINavigationController
    weak var parentCoordinator: Coordinator?
    var childCoordinators: [Coordinator] = []

    init(navigation: UINavigationController = UINavigationController()) {
        self.navigation = navigation
    }

    func start() {
        fatalError("start() must be overridden")
    }

    func didFinish(coordinator: Coordinator) {
        childCoordinators.removeAll { $0 === coordinator }
    }
}
