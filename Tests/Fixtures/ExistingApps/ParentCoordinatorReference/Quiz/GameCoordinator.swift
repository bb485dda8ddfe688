import UIKit

final class GameCoordinator: Coordinator {
    weak var parentCoordinator: MainCoordinator?
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = GameViewController()
        viewController.coordinator = self
        navigationController.pushViewController(viewController, animated: true)
    }

    func didFinishGame() {
        parentCoordinator?.childDidFinish(self)
    }
}
