import UIKit

/// Shows the plants, and from there the seeds, the watering and the report.
@MainActor
final class AppCoordinator: Coordinator {
    var children: [Coordinator] = []
    let navigationController = UINavigationController()
    let catalog: Catalog
    private let window: UIWindow

    init(window: UIWindow, catalog: Catalog) {
        self.window = window
        self.catalog = catalog
    }

    func start() {
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        showPlants()
    }

    private func showPlants() {
        let coordinator = PlantsCoordinator(navigationController: navigationController, catalog: catalog, supplier: Supplier())
        coordinator.delegate = self
        addChild(coordinator)
        coordinator.start()
    }

    func showSeeds() {
        let coordinator = SeedsCoordinator(navigationController: navigationController, catalog: catalog, supplier: Supplier())
        coordinator.delegate = self
        addChild(coordinator)
        coordinator.start()
    }

    func showWatering() {
        let coordinator = WateringCoordinator(navigationController: navigationController, schedule: Schedule())
        coordinator.delegate = self
        addChild(coordinator)
        coordinator.start()
    }

    func showReport() {
        let coordinator = ReportCoordinator(navigationController: navigationController, summary: "\(catalog.names.count) plants")
        coordinator.delegate = self
        addChild(coordinator)
        coordinator.start()
    }
}

extension AppCoordinator: PlantsCoordinatorDelegate {
    func plantsCoordinatorDidFinish(_ coordinator: PlantsCoordinator) {
        removeChild(coordinator)
    }
}

extension AppCoordinator: SeedsCoordinatorDelegate {
    func seedsCoordinatorDidFinish(_ coordinator: SeedsCoordinator, ordered count: Int) {
        removeChild(coordinator)
    }
}

extension AppCoordinator: WateringCoordinatorDelegate {
    func wateringCoordinatorDidFinish(_ coordinator: WateringCoordinator) {
        removeChild(coordinator)
    }
}

extension AppCoordinator: ReportCoordinatorDelegate {
    func reportCoordinatorDidFinish(_ coordinator: ReportCoordinator) {
        removeChild(coordinator)
    }
}
