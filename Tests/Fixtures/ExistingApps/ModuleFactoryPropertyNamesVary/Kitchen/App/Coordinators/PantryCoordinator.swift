protocol PantryCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}

final class PantryCoordinator: BaseCoordinator, PantryCoordinatorOutput {
    var finishFlow: (() -> Void)?
    private let coordinatorFactory: CoordinatorFactoryType
    private let moduleFactory: PantryModuleFactoryType
    private let router: Routable

    init(coordinatorFactory: CoordinatorFactoryType, moduleFactory: PantryModuleFactoryType, router: Routable) {
        self.coordinatorFactory = coordinatorFactory
        self.moduleFactory = moduleFactory
        self.router = router
    }

    override func start() {
        showPantry()
    }

    private func showPantry() {
        let pantry = moduleFactory.makePantryModule()
        pantry.onSelectRecipe = { [weak self] in
            self?.runRecipeFlow()
        }
        pantry.onOpenShoppingList = { [weak self] in
            self?.runShoppingFlow()
        }
        router.setRoot(pantry)
    }

    private func runRecipeFlow() {
        let (coordinator, module) = coordinatorFactory.makeRecipeCoordinatorBox()
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.router.dismiss()
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        router.present(module)
        coordinator.start()
    }

    private func runShoppingFlow() {
        let (coordinator, module) = coordinatorFactory.makeShoppingCoordinatorBox()
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.router.dismiss()
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        router.present(module)
        coordinator.start()
    }
}
