import UIKit

final class AppCoordinator: BaseCoordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    private func runPlantsFlow() {
        let coordinator = PlantsCoordinator(navigationController: navigationController, factory: PlantsCoordinatorFactory())
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
            self?.runSeedsFlow()
        }
        addDependency(coordinator)
        coordinator.start()
    }

    private func runSeedsFlow() {
        let coordinator = SeedsCoordinator(navigationController: navigationController, factory: SeedsCoordinatorFactory())
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }
}

extension AppCoordinator: Startable {
    func start() {
        runPlantsFlow()
    }
}
