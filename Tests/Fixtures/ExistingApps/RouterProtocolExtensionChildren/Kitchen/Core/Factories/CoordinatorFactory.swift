protocol CoordinatorFactory {
    func makeAuthCoordinator(router: Router) -> Coordinator & AuthCoordinatorOutput
    func makeRecipesCoordinator(router: Router) -> Coordinator & RecipesCoordinatorOutput
}
