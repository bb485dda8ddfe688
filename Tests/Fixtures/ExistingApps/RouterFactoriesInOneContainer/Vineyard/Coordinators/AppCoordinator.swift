import Foundation

final class AppCoordinator: BaseCoordinator {
    private let router: Router
    private let factory: ModuleFactory
    private let coordinatorFactory: CoordinatorFactory

    init(router: Router, factory: ModuleFactory, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.factory = factory
        self.coordinatorFactory = coordinatorFactory
    }

    override func start() {
        runHarvestFlow()
    }

    private func runHarvestFlow() {
        let coordinator = coordinatorFactory.makeHarvestCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
            self?.runCellarFlow()
        }
        addDependency(coordinator)
        coordinator.start()
    }

    private func runCellarFlow() {
        let coordinator = coordinatorFactory.makeCellarCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }
}
