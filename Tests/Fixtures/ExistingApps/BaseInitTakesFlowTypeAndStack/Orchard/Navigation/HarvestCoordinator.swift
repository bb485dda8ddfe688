import UIKit

final class HarvestCoordinator: Coordinator {
    override func start() {
        let screen = HarvestViewController()
        screen.onStorage = { [weak self] in self?.showStorage() }
        navigationController?.pushViewController(screen, animated: false)
    }

    private func showStorage() {
        let storage = StorageCoordinator(type: .storage, navigationController: navigationController ?? UINavigationController())
        storage.finishDelegate = self
        addChildCoordinator(storage)
        storage.start()
    }
}

extension HarvestCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: CoordinatorProtocol) {
        removeChildCoordinator(childCoordinator)
    }
}
