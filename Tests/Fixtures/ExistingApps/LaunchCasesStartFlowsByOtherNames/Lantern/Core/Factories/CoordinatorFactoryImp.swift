final class CoordinatorFactoryImp: CoordinatorFactory {
    func makeAuthCoordinator(router: Router) -> Coordinator & AuthCoordinatorOutput {
        AuthCoordinator(router: router, factory: ModuleFactoryImp(), coordinatorFactory: self)
    }

    func makeBooksCoordinator(router: Router) -> Coordinator & BooksCoordinatorOutput {
        BooksCoordinator(router: router, factory: ModuleFactoryImp(), coordinatorFactory: self)
    }
}
