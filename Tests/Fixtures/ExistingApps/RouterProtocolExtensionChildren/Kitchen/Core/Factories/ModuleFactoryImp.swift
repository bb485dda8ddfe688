final class ModuleFactoryImp: ModuleFactory {
    func makeAuthModule() -> AuthViewController {
        AuthViewController()
    }

    func makeRecipesModule() -> RecipesViewController {
        RecipesViewController()
    }
}
