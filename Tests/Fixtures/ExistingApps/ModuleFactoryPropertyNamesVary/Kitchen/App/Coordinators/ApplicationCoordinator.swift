final class ApplicationCoordinator: BaseCoordinator {
    private let router: Routable
    private let coordinatorFactory: CoordinatorFactoryType
    private var hasSeenWelcome = false

    init(router: Routable, coordinatorFactory: CoordinatorFactoryType) {
        self.router = router
        self.coordinatorFactory = coordinatorFactory
    }

    override func start() {
        if hasSeenWelcome {
            runPantryFlow()
        } else {
            runWelcomeFlow()
        }
    }

    private func runWelcomeFlow() {
        let coordinator = coordinatorFactory.makeWelcomeCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.hasSeenWelcome = true
            self?.removeDependency(coordinator)
            self?.start()
        }
        addDependency(coordinator)
        coordinator.start()
    }

    private func runPantryFlow() {
        let coordinator = coordinatorFactory.makePantryCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }
}
