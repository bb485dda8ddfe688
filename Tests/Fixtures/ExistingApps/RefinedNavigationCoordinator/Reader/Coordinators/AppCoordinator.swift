import UIKit

final class AppCoordinator: BaseCoordinator {
    override func start() {
        let viewController = LibraryViewController()
        viewController.onOpenBook = { [weak self] in
            self?.openBook()
        }
        navigationController.setViewControllers([viewController], animated: false)
    }

    private func openBook() {
        let coordinator = BookCoordinator(navigationController: navigationController)
        coordinator.finishDelegate = self
        childCoordinators.append(coordinator)
        coordinator.start()
    }
}
