protocol RecipeCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}

final class RecipeCoordinator: BaseCoordinator, RecipeCoordinatorOutput {
    var finishFlow: (() -> Void)?
    private let moduleFactory: RecipeModuleFactoryType
    private let router: Routable

    init(with factory: RecipeModuleFactoryType, router: Routable) {
        self.moduleFactory = factory
        self.router = router
    }

    override func start() {
        let recipe = moduleFactory.makeRecipeModule()
        recipe.onClose = { [weak self] in
            self?.finishFlow?()
        }
        router.setRoot(recipe)
    }
}
