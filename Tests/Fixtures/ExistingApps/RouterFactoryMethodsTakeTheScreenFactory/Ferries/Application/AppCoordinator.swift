final class AppCoordinator: BaseCoordinator {
    private let router: AppRouter
    private let moduleFactory: ModuleFactory
    private let coordinatorFactory: CoordinatorFactory

    init(router: AppRouter, moduleFactory: ModuleFactory, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.moduleFactory = moduleFactory
        self.coordinatorFactory = coordinatorFactory
    }

    override func start() {
        runEventsFlow()
    }

    private func runEventsFlow() {
        let coordinator = coordinatorFactory.makeEventsCoordinator(router: router, moduleFactory: moduleFactory)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }
}
