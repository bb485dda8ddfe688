/// No base class: the protocol requires the router and the children, and an extension keeps them.
protocol Coordinator: AnyObject {
    var router: Router { get }
    var children: [Coordinator] { get set }

    func start()
}

extension Coordinator {
    func addDependency(_ coordinator: Coordinator) {
        guard !children.contains(where: { $0 === coordinator }) else { return }
        children.append(coordinator)
    }

    func removeDependency(_ coordinator: Coordinator?) {
        guard let coordinator else { return }
        children.removeAll { $0 === coordinator }
    }
}
