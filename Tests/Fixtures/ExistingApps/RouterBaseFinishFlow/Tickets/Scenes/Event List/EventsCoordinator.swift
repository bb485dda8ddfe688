final class EventsCoordinator: BaseCoordinator {
    private let router: AppRouter
    private let factory: ModuleFactory
    private let coordinatorFactory: CoordinatorFactory

    init(router: AppRouter, factory: ModuleFactory, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.factory = factory
        self.coordinatorFactory = coordinatorFactory
    }

    override func start() {
        let module = factory.makeEventsModule()
        module.onFinish = { [weak self] in
            self?.finishFlow?()
        }
        router.push(module)
    }
}
