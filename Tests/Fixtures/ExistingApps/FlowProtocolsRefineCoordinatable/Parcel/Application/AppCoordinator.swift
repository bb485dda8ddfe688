import UIKit

protocol AppCoordinator: Coordinatable {
}

final class AppCoordinatorImpl: BaseCoordinator, AppCoordinator {
    func start() {
        runTrackingFlow()
    }

    private func runTrackingFlow() {
        let coordinator = TrackingCoordinatorImpl(navigationController: navigationController)
        coordinator.onFinish = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
            self?.runSettingsFlow()
        }
        addDependency(coordinator)
        coordinator.start()
    }

    private func runSettingsFlow() {
        let coordinator = SettingsCoordinatorImpl(navigationController: navigationController)
        coordinator.onFinish = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }
}
