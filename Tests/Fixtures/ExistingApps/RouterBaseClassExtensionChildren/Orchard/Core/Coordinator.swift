@MainActor
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

/// The protocol's extension keeps and releases children; the base class only holds them.
extension Coordinator {
    func addDependency(_ coordinator: Coordinator) {
        guard !childCoordinators.contains(where: { $0 === coordinator }) else { return }
        childCoordinators.append(coordinator)
    }

    func removeDependency(_ coordinator: Coordinator?) {
        childCoordinators.removeAll { $0 === coordinator }
    }
}

@MainActor
protocol CoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}

@MainActor
class BaseCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}
}

/// What every flow is given besides its router; not a factory coordgen writes methods in.
final class OrchardServices {
    let season = "autumn"
}
