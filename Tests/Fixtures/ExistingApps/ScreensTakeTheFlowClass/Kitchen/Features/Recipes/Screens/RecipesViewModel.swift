final class RecipesViewModel {
    private weak var coordinator: RecipesCoordinator?
    let title = "Recipes"

    init(coordinator: RecipesCoordinator) {
        self.coordinator = coordinator
    }

    func select(_ id: Int) {
        coordinator?.showRecipe(id)
    }

    func filter() {
        coordinator?.showFilters()
    }
}
