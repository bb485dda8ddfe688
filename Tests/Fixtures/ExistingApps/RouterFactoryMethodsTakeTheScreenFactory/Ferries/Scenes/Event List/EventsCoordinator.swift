final class EventsCoordinator: BaseCoordinator {
    private let router: AppRouter
    private let moduleFactory: ModuleFactory
    private let coordinatorFactory: CoordinatorFactory

    init(router: AppRouter, moduleFactory: ModuleFactory, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.moduleFactory = moduleFactory
        self.coordinatorFactory = coordinatorFactory
    }

    override func start() {
        let module = moduleFactory.makeEventsModule()
        module.onFinish = { [weak self] in
            self?.finishFlow?()
        }
        router.push(module)
    }
}
