import UIKit

/// The recipe book; a recipe can go straight into the oven.
@MainActor
final class RecipesCoordinator: Coordinator {
    let navigationController: UINavigationController
    private var ovenCoordinator: OvenCoordinator?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(RecipesViewController(), animated: true)
    }

    func bake() {
        let coordinator = OvenCoordinator(navigationController: navigationController)
        coordinator.onFinish = { [weak self] in
            self?.ovenCoordinator = nil
        }
        ovenCoordinator = coordinator
        coordinator.start()
    }
}
