protocol ModuleFactory {
    func makeAuthModule() -> AuthViewController
    func makeRecipesModule() -> RecipesViewController
}
