import UIKit

final class AppCoordinator: Coordinator {
    let name: String = "App Coordinator"
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    weak var delegate: CoordinatorDelegate?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        showDogWalks()
    }

    func showDogWalks() {
        let walks = DogWalksCoordinator(navigationController: navigationController)
        walks.delegate = self
        childCoordinators.append(walks)
        walks.start()
        printTree()
    }
}

extension AppCoordinator: CoordinatorDelegate {
    func didFinish(childCoordinator: Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}
