import UIKit

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
        self.navigationController = UINavigationController()
    }

    func start() {
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        showWatering()
    }

    private func showWatering() {
        let coordinator = WateringCoordinator(navigationController)
        coordinator.delegate = self
        childCoordinators.append(coordinator)
        coordinator.start()
    }

    func showPlants() {
        let coordinator = PlantsCoordinator(navigationController)
        childCoordinators.append(coordinator)
        coordinator.start()
    }
}

extension AppCoordinator: WateringCoordinatorDelegate {
    func finishWateringFlow(coordinator: WateringCoordinator) {
        childDidFinish(coordinator)
        showPlants()
    }
}
