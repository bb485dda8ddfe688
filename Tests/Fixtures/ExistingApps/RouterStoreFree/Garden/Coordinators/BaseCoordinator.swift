@MainActor
class BaseCoordinator: Coordinator {
    private(set) var children: [Coordinator] = []

    func start() {}

    func store(_ coordinator: Coordinator) {
        if children.contains(where: { $0 === coordinator }) { return }
        children.append(coordinator)
    }

    func free(_ coordinator: Coordinator?) {
        children.removeAll { $0 === coordinator }
    }
}
