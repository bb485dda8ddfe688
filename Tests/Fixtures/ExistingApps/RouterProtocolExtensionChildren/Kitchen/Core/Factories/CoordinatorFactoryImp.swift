final class CoordinatorFactoryImp: CoordinatorFactory {
    func makeAuthCoordinator(router: Router) -> Coordinator & AuthCoordinatorOutput {
        AuthCoordinator(router: router, factory: ModuleFactoryImp(), coordinatorFactory: self)
    }

    func makeRecipesCoordinator(router: Router) -> Coordinator & RecipesCoordinatorOutput {
        RecipesCoordinator(router: router, factory: ModuleFactoryImp(), coordinatorFactory: self)
    }
}
