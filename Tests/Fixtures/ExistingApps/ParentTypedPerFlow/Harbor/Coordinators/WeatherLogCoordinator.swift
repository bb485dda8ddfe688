import UIKit

/// Any flow may log the weather, so it holds its parent as a plain coordinator.
@MainActor
final class WeatherLogCoordinator: Coordinator {
    weak var parentCoordinator: Coordinator?
    let harbor: HarborService
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController

    init(navigationController: UINavigationController, harbor: HarborService, parentCoordinator: Coordinator?) {
        self.navigationController = navigationController
        self.harbor = harbor
        self.parentCoordinator = parentCoordinator
    }

    func start() {
        navigationController.pushViewController(WeatherLogViewController(), animated: true)
    }

    func removeChildCoordinator(_ childCoordinator: Coordinator?) {
        for (index, coordinator) in childCoordinators.enumerated() where coordinator === childCoordinator {
            childCoordinators.remove(at: index)
        }
    }

    func logged() {
        navigationController.popViewController(animated: true)
        parentCoordinator?.removeChildCoordinator(self)
    }
}
