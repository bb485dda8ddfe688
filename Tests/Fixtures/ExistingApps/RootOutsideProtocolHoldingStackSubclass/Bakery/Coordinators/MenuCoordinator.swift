import UIKit

final class MenuCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let screen = MenuViewController()
        screen.onPickCake = { [weak self] cake in
            self?.openCake(cake)
        }
        navigationController.pushViewController(screen, animated: false)
    }

    private func openCake(_ cake: String) {
        let coordinator = CakeCoordinator(navigationController: navigationController, cake: cake)
        childCoordinators.append(coordinator)
        coordinator.start()
    }
}
