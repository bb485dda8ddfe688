import UIKit

/// The menu on the wall: the recipe book opens from here.
final class MenuViewController: UIViewController {
    private var recipesCoordinator: RecipesCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
    }

    func showRecipes() {
        guard let navigationController else { return }
        let coordinator = RecipesCoordinator(navigationController: navigationController)
        recipesCoordinator = coordinator
        coordinator.start()
    }
}
