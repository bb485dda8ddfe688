final class AppCoordinator: BaseCoordinator {
    private let router: AppRouter
    private let coordinatorFactory: CoordinatorFactory

    init(router: AppRouter, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.coordinatorFactory = coordinatorFactory
    }

    override func start() {
        runEventsFlow()
    }

    private func runEventsFlow() {
        let coordinator = coordinatorFactory.makeEventsCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }
}
