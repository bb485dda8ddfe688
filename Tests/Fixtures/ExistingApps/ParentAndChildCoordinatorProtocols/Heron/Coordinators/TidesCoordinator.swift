import UIKit

final class TidesCoordinator: ParentCoordinator {
    var navigationController: UINavigationController
    var childCoordinators: [ChildCoordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let controller = TidesViewController()
        controller.onShowBirds = { [weak self] in
            self?.showBirds()
        }
        navigationController.pushViewController(controller, animated: false)
    }

    private func showBirds() {
        let birds = BirdsCoordinator(navigationController: navigationController)
        birds.parentCoordinator = self
        childCoordinators.append(birds)
        birds.start()
    }
}
