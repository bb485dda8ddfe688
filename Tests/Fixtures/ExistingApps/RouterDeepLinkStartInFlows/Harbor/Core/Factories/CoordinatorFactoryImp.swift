final class CoordinatorFactoryImp: CoordinatorFactory {
    func makeBoatsCoordinator(router: Router) -> Coordinator & BoatsCoordinatorOutput {
        BoatsCoordinator(router: router, factory: ModuleFactoryImp(), coordinatorFactory: self)
    }

    func makeDocksCoordinator(router: Router) -> Coordinator & DocksCoordinatorOutput {
        DocksCoordinator(router: router, factory: ModuleFactoryImp(), coordinatorFactory: self)
    }
}
