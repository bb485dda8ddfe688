protocol Coordinator: AnyObject {
    func start()
}

protocol CoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}

class BaseCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func addDependency(_ coordinator: Coordinator) {
        childCoordinators.append(coordinator)
    }

    func removeDependency(_ coordinator: Coordinator?) {
        childCoordinators.removeAll { $0 === coordinator }
    }
}

final class ApplicationCoordinator: BaseCoordinator {
    private var isSignedIn = false

    override func start() {
        isSignedIn ? runMainFlow() : runAuthFlow()
    }

    private func runAuthFlow() {
        let coordinator = AuthCoordinator()
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.isSignedIn = true
            self?.removeDependency(coordinator)
            self?.start()
        }
        addDependency(coordinator)
        coordinator.start()
    }

    private func runMainFlow() {
        let coordinator = MainCoordinator()
        coordinator.finishFlow = { [weak self] in  // expect: finish-flow-keeps-child
            self?.start()
        }
        addDependency(coordinator)
        coordinator.start()
    }
}

final class AuthCoordinator: BaseCoordinator, CoordinatorOutput {
    var finishFlow: (() -> Void)?
}

final class MainCoordinator: BaseCoordinator, CoordinatorOutput {
    var finishFlow: (() -> Void)?
}
