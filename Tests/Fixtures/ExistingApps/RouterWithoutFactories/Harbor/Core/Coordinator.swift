@MainActor
protocol Coordinator: AnyObject {
    func start()
}

@MainActor
protocol CoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}

/// Keeps the children; the collection's type is read from its initial value.
@MainActor
class BaseCoordinator: Coordinator {
    var childCoordinators = [Coordinator]()

    func start() {}

    func addDependency(_ coordinator: Coordinator) {
        guard !childCoordinators.contains(where: { $0 === coordinator }) else { return }
        childCoordinators.append(coordinator)
    }

    func removeDependency(_ coordinator: Coordinator?) {
        childCoordinators.removeAll { $0 === coordinator }
    }
}

/// What every flow is given besides its router; not a factory coordgen writes methods in.
final class HarborServices {
    let tideTable = "high"
}
