final class ModuleFactory: WelcomeModuleFactoryType, PantryModuleFactoryType, RecipeModuleFactoryType, ShoppingModuleFactoryType {
    func makeWelcomeModule() -> WelcomeViewController {
        WelcomeViewController()
    }

    func makePantryModule() -> PantryViewController {
        PantryViewController()
    }

    func makeRecipeModule() -> RecipeViewController {
        RecipeViewController()
    }

    func makeShoppingModule() -> ShoppingViewController {
        ShoppingViewController()
    }
}
