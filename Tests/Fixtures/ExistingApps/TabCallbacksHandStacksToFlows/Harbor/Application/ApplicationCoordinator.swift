final class ApplicationCoordinator: BaseCoordinator {
    // The tabs live as long as the app: no flow ever tells its parent it is done.
    private let router: Router
    private let coordinatorFactory: CoordinatorFactory

    init(router: Router, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.coordinatorFactory = coordinatorFactory
    }

    override func start() {
        let (coordinator, module) = coordinatorFactory.makeDockCoordinator()
        addDependency(coordinator)
        router.setRootModule(module, hideBar: true)
        coordinator.start()
    }
}
