protocol RecipesCoordinatorProtocol: Coordinator {
    func showRecipe(_ id: Int)
    func showFilters()
    func close()
}
