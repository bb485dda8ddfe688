import UIKit

final class RecipeDetailViewController: UIViewController, Refreshable {
    var viewModel: RecipeDetailViewModel?

    func refresh() {
        title = viewModel.map { "Recipe \($0.id)" }
    }
}

final class RecipeDetailViewModel {
    private weak var coordinator: RecipesCoordinator?
    let id: Int

    init(coordinator: RecipesCoordinator, id: Int) {
        self.coordinator = coordinator
        self.id = id
    }

    func back() {
        coordinator?.close()
    }
}
