import UIKit

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

    func title(of type: CoordinatorType) -> String {
        switch type {
        case .app: return "App"
        case .home: return "Home"
        case .plants: return "Plants"
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
