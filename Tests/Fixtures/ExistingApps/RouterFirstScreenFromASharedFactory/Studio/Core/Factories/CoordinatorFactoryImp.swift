final class CoordinatorFactoryImp: CoordinatorFactory {
    func makeAuthCoordinator(router: Router) -> Coordinator & AuthCoordinatorOutput {
        AuthCoordinator(router: router, factory: ModuleFactoryImp(), coordinatorFactory: self)
    }

    func makeTracksCoordinator(router: Router) -> Coordinator & TracksCoordinatorOutput {
        TracksCoordinator(router: router, factory: ModuleFactoryImp(), coordinatorFactory: self)
    }
}
