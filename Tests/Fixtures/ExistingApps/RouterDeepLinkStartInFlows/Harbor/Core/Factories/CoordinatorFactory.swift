protocol CoordinatorFactory {
    func makeBoatsCoordinator(router: Router) -> Coordinator & BoatsCoordinatorOutput
    func makeDocksCoordinator(router: Router) -> Coordinator & DocksCoordinatorOutput
}
