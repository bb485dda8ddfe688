import UIKit

/// The recipes flow keeps its screens and hands each of them itself, typed as its own class.
final class RecipesCoordinator: RecipesCoordinatorProtocol {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .recipes }
    let listViewController: RecipesViewController
    var detailViewController = RecipeDetailViewController()

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
        self.listViewController = RecipesViewController()
    }

    func start() {
        showList()
    }

    private func showList() {
        listViewController.viewModel = RecipesViewModel(coordinator: self)
        listViewController.onSelect = { [weak self] id in
            self?.showRecipe(id)
        }
        navigationController.pushViewController(listViewController, animated: true)
    }

    func showRecipe(_ id: Int) {
        detailViewController.viewModel = RecipeDetailViewModel(coordinator: self, id: id)
        navigationController.pushViewController(detailViewController, animated: true)
    }

    func close() {
        navigationController.popViewController(animated: true)
        finish()
    }
}

extension RecipesCoordinator {
    func showFilters() {
        let filters = FiltersViewController()
        filters.coordinator = self
        navigationController.present(filters, animated: true)
    }

    func refreshDetail() {
        detailViewController.refresh()
    }
}
