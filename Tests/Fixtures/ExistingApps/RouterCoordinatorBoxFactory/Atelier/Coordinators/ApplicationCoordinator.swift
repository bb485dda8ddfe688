final class ApplicationCoordinator: BaseCoordinator {
    private let router: Router
    private let coordinatorFactory: CoordinatorFactory

    init(router: Router, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.coordinatorFactory = coordinatorFactory
    }

    override func start() {
        runGalleryFlow()
    }

    private func runGalleryFlow() {
        let coordinator = coordinatorFactory.makeGalleryCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
            self?.runProfileFlow()
        }
        addDependency(coordinator)
        coordinator.start()
    }

    private func runProfileFlow() {
        let coordinator = coordinatorFactory.makeProfileCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }
}
