import UIKit

final class BoardingCoordinator: Coordinator {
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController
    weak var parentCoordinator: Coordinator?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = BoardingViewController()
        viewController.coordinator = self
        navigationController.pushViewController(viewController, animated: true)
    }

    func boarded() {
        let deck = MainDeckCoordinator(navigationController: navigationController)
        childCoordinators.append(deck)
        deck.start()
    }

    func childDidFinish(_ child: Coordinator?) {
        childCoordinators.removeAll { $0 === child }
    }

    func leave() {
        parentCoordinator?.childDidFinish(self)
    }
}
