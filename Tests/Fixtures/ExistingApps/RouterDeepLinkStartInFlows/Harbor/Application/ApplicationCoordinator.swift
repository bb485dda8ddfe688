final class ApplicationCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    private let router: Router
    private let coordinatorFactory: CoordinatorFactory

    init(router: Router, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.coordinatorFactory = coordinatorFactory
    }

    func start() {
        start(with: nil)
    }

    func start(with option: DeepLink?) {
        runBoatsFlow(with: option)
    }

    private func runBoatsFlow(with option: DeepLink?) {
        let coordinator = coordinatorFactory.makeBoatsCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start(with: option)
    }
}
