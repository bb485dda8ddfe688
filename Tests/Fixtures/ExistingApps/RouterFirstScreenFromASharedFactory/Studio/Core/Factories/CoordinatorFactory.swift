protocol CoordinatorFactory {
    func makeAuthCoordinator(router: Router) -> Coordinator & AuthCoordinatorOutput
    func makeTracksCoordinator(router: Router) -> Coordinator & TracksCoordinatorOutput
}
