final class CoordinatorFactoryImp: CoordinatorFactory {
    func makeAuthCoordinator(router: Router) -> AuthCoordinator {
        AuthCoordinator(router: router, factory: ModuleFactoryImp(), coordinatorFactory: self)
    }

    func makeParcelsCoordinator(router: Router) -> ParcelsCoordinator {
        ParcelsCoordinator(router: router, factory: ModuleFactoryImp(), coordinatorFactory: self)
    }
}
