import UIKit

final class AppCoordinator: Coordinator {
    override func start() {
        showHarvest()
    }

    private func showHarvest() {
        guard let navigationController else { return }
        let harvest = HarvestCoordinator(type: .harvest, navigationController: navigationController, finishDelegate: self)
        addChildCoordinator(harvest)
        harvest.start()
    }
}

extension AppCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: CoordinatorProtocol) {
        removeChildCoordinator(childCoordinator)
    }
}
