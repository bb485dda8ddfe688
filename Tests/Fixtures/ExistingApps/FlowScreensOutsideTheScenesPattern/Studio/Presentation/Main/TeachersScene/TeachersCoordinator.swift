import UIKit

/// The studio's teachers.
final class TeachersCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let screen = TeachersViewController()
        screen.onNext = { [weak self] in self?.showRooms() }
        navigationController.pushViewController(screen, animated: true)
    }

    private func showRooms() {
        let next = RoomsCoordinator(navigationController: navigationController)
        childCoordinators.append(next)
        next.start()
    }
}
