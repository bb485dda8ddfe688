import UIKit

final class PlantsCoordinator: Coordinator {
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController
    weak var parentCoordinator: Coordinator?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = PlantsViewController()
        viewController.coordinator = self
        navigationController.pushViewController(viewController, animated: true)
    }

    func didFinishPlants() {
        parentCoordinator?.childDidFinish(self)
    }
}
