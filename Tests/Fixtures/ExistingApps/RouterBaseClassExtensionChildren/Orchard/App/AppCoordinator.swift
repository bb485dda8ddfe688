final class AppCoordinator: BaseCoordinator {
    private let router: Router
    private let services: OrchardServices

    init(router: Router, services: OrchardServices) {
        self.router = router
        self.services = services
    }

    override func start() {
        runPickersFlow()
    }

    private func runPickersFlow() {
        let coordinator = PickersCoordinator(router: router, services: services)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
            self?.runCratesFlow()
        }
        addDependency(coordinator)
        coordinator.start()
    }

    private func runCratesFlow() {
        let coordinator = CratesCoordinator(router: router, services: services)
        addDependency(coordinator)
        coordinator.start()
    }
}
