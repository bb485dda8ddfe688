import UIKit

/// The first flow: the plants, then the garden tabs.
final class AppCoordinator: BaseCoordinator {
    override func start() {
        runPlantsFlow()
    }

    private func runPlantsFlow() {
        let coordinator = PlantsCoordinator(router: router, services: services)
        coordinator.onTabsRequested = { [weak self] in
            self?.runGardenTabsFlow()
        }
        addDependency(coordinator)
        coordinator.start()
    }

    private func runGardenTabsFlow() {
        let coordinator = GardenTabsCoordinator(router: router, services: services)
        addDependency(coordinator)
        coordinator.start()
    }
}
