final class ApplicationCoordinator: BaseCoordinator {
    // Only the coordinators that start children take the coordinator factory.
    private let router: Router
    private let coordinatorFactory: CoordinatorFactory

    init(router: Router, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.coordinatorFactory = coordinatorFactory
    }

    override func start() {
        runSurveyFlow()
    }

    private func runSurveyFlow() {
        let coordinator = coordinatorFactory.makeSurveyCoordinatorBox(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
            self?.runLogbookFlow()
        }
        addDependency(coordinator)
        coordinator.start()
    }

    private func runLogbookFlow() {
        let coordinator = coordinatorFactory.makeLogbookCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
            self?.runPermitFlow()
        }
        addDependency(coordinator)
        coordinator.start()
    }

    private func runPermitFlow() {
        let coordinator = coordinatorFactory.makePermitCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }
}
