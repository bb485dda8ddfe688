protocol AppCoordinator: Coordinatable {
}

final class AppCoordinatorImpl: BaseCoordinator, AppCoordinator {
    private var launches: Int

    init(services: Services, router: Routable, launches: Int) {
        self.launches = launches
        super.init(services: services, router: router)
    }

    func start() {
        launches += 1
        runDockFlow()
    }

    private func runDockFlow() {
        let coordinator = DockCoordinatorImpl(services: services, router: router, berth: launches)
        coordinator.onFinish = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
            self?.runCargoFlow()
        }
        addDependency(coordinator)
        coordinator.start()
    }

    private func runCargoFlow() {
        let coordinator = CargoCoordinatorImpl(services: services, router: router)
        coordinator.onFinish = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }
}
