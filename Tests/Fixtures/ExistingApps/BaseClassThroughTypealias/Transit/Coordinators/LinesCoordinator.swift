import UIKit

final class LinesCoordinator: NavigationCoordinator {
    override func start() {
        let viewController = LinesViewController()
        viewController.onSelectStop = { [weak self] in
            self?.openStopCoordinator()
        }
        navigationController.pushViewController(viewController, animated: false)
    }

    private func openStopCoordinator() {
        let coordinator = StopCoordinator(navigationController: navigationController)
        addChild(coordinator)
        coordinator.start()
    }
}
