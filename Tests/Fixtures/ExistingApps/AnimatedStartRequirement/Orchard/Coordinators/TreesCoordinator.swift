import UIKit

final class TreesCoordinator: StackCoordinator {
    override func start(animated: Bool) {
        let viewController = TreesViewController()
        viewController.onPickHarvest = { [weak self] in self?.showHarvest() }
        navigationController.pushViewController(viewController, animated: animated)
    }

    private func showHarvest() {
        let harvest = HarvestCoordinator(navigationController: navigationController, services: services)
        childCoordinators.append(harvest)
        harvest.start(animated: true)
    }

    func showHarvestQuietly() {
        let harvest = HarvestCoordinator(navigationController: navigationController, services: services)
        childCoordinators.append(harvest)
        harvest.start(animated: false)
    }
}
