import UIKit

class TreesCoordinator: Coordinator {
    override var type: CoordinatorType { .trees }

    override func start() {
        let viewController = TreesViewController()
        viewController.onHarvest = { [weak self] in
            self?.openHarvest()
        }
        navigationController?.pushViewController(viewController, animated: true)
    }

    func openHarvest() {
        let coordinator = HarvestCoordinator(navigationController: navigationController)
        coordinator.finishDelegate = self
        addChildCoordinator(coordinator)
        coordinator.start()
    }
}

extension TreesCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: CoordinatorProtocol) {
        removeChildCoordinator(childCoordinator)
    }
}
