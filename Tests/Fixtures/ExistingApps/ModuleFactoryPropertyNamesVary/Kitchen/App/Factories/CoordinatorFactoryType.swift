protocol CoordinatorFactoryType {
    func makeWelcomeCoordinator(router: Routable) -> Coordinator & WelcomeCoordinatorOutput
    func makePantryCoordinator(router: Routable) -> Coordinator & PantryCoordinatorOutput
    func makeRecipeCoordinatorBox() -> (Coordinator & RecipeCoordinatorOutput, Presentable?)
    func makeShoppingCoordinatorBox() -> (Coordinator & ShoppingCoordinatorOutput, Presentable?)
}
