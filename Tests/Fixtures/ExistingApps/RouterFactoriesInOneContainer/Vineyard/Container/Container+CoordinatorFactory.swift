import Foundation

protocol CoordinatorFactory {
    func makeAppCoordinator(router: Router) -> AppCoordinator
    func makeHarvestCoordinator(router: Router) -> HarvestCoordinator
    func makeCellarCoordinator(router: Router) -> CellarCoordinator
}

extension Container: CoordinatorFactory {
    func makeAppCoordinator(router: Router) -> AppCoordinator {
        AppCoordinator(router: router, factory: self, coordinatorFactory: self)
    }

    func makeHarvestCoordinator(router: Router) -> HarvestCoordinator {
        HarvestCoordinator(router: router, factory: self, coordinatorFactory: self)
    }

    func makeCellarCoordinator(router: Router) -> CellarCoordinator {
        CellarCoordinator(router: router, factory: self, coordinatorFactory: self)
    }
}
