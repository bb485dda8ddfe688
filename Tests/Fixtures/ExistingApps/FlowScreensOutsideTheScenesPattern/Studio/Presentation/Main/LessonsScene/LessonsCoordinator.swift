import UIKit

/// Today's lessons.
final class LessonsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let screen = LessonsViewController()
        screen.onNext = { [weak self] in self?.showTeachers() }
        navigationController.pushViewController(screen, animated: true)
    }

    private func showTeachers() {
        let next = TeachersCoordinator(navigationController: navigationController)
        childCoordinators.append(next)
        next.start()
    }
}
