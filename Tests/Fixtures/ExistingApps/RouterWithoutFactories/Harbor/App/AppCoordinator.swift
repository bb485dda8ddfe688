final class AppCoordinator: BaseCoordinator {
    private let router: Router
    private let services: HarborServices

    init(router: Router, services: HarborServices) {
        self.router = router
        self.services = services
    }

    override func start() {
        runDocksFlow()
    }

    private func runDocksFlow() {
        let coordinator = DocksCoordinator(router: router, services: services)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
            self?.runShipsFlow()
        }
        addDependency(coordinator)
        coordinator.start()
    }

    private func runShipsFlow() {
        let coordinator = ShipsCoordinator(router: router, services: services)
        addDependency(coordinator)
        coordinator.start()
    }
}
