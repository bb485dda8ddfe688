import UIKit

final class PlantsCoordinator: FlowCoordinator {
    var navigationController: UINavigationController!

    override func start() {
        let viewController = PlantsViewController()
        viewController.onSelectPlant = { [weak self] plant in
            self?.openWatering(plant)
        }
        navigationController = UINavigationController(rootViewController: viewController)
    }

    private func openWatering(_ plant: String) {
        let coordinator = WateringCoordinator(navigationController: navigationController, plant: plant, parent: self)
        run(child: coordinator)
    }
}
