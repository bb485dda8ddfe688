protocol WelcomeModuleFactoryType {
    func makeWelcomeModule() -> WelcomeViewController
}

protocol PantryModuleFactoryType {
    func makePantryModule() -> PantryViewController
}

protocol RecipeModuleFactoryType {
    func makeRecipeModule() -> RecipeViewController
}

protocol ShoppingModuleFactoryType {
    func makeShoppingModule() -> ShoppingViewController
}
