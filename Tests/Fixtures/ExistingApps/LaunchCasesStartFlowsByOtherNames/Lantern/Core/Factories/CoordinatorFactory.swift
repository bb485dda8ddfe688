protocol CoordinatorFactory {
    func makeAuthCoordinator(router: Router) -> Coordinator & AuthCoordinatorOutput
    func makeBooksCoordinator(router: Router) -> Coordinator & BooksCoordinatorOutput
}
