import UIKit

/// The rows of the home screen.
enum HomeRow {
    case plants
    case about
}

final class HomeCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .home }
    private(set) var lastPickedPlant: String?

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = HomeViewController()
        viewController.onShowPlants = { [weak self] in
            self?.openPlantsCoordinator()
        }
        navigationController.pushViewController(viewController, animated: false)
    }

    func openPlantsCoordinator() {
        let coordinator = PlantsCoordinator(navigationController)
        coordinator.finishDelegate = self
        coordinator.output = self
        childCoordinators.append(coordinator)
        coordinator.start()
    }

    func select(_ row: HomeRow) {
        switch row {
        case .plants: openPlantsCoordinator()
        case .about: break
        }
    }
}

extension HomeCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: any Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}

extension HomeCoordinator: PlantsCoordinatorOutput {
    func plantsCoordinatorDidPick(_ plant: String) {
        lastPickedPlant = plant
    }
}
