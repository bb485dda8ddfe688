protocol CoordinatorFactory {
    func makeAuthCoordinator(router: Router) -> AuthCoordinator
    func makeParcelsCoordinator(router: Router) -> ParcelsCoordinator
}
