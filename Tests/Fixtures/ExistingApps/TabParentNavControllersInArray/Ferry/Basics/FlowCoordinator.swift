/// What every flow does: start.
protocol Flowing: AnyObject {
    func startFlow()
}

/// Keeps the flows a coordinator starts alive; the list is its own.
class FlowCoordinator {
    private var dependencies: [Flowing] = []

    func addDependency(_ coordinator: Flowing) {
        guard !dependencies.contains(where: { $0 === coordinator }) else { return }
        dependencies.append(coordinator)
    }

    func removeDependency(_ coordinator: Flowing?) {
        guard let coordinator else { return }
        dependencies.removeAll { $0 === coordinator }
    }
}
