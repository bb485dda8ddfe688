import UIKit

@MainActor
protocol BirdsCoordinatorDelegate: AnyObject {
    func birdsCoordinatorDidFinish(_ coordinator: BirdsCoordinator)
}

/// The birds in the keeper's care; a bird's feeding is a flow of its own.
@MainActor
final class BirdsCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    weak var delegate: BirdsCoordinatorDelegate?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.setViewControllers([BirdsViewController()], animated: true)
    }

    func showFeeding() {
        let coordinator = FeedingCoordinator(navigationController: navigationController)
        coordinator.delegate = self
        childCoordinators.append(coordinator)
        coordinator.start()
    }

    func signOut() {
        delegate?.birdsCoordinatorDidFinish(self)
    }
}

extension BirdsCoordinator: FeedingCoordinatorDelegate {
    func feedingCoordinatorDidFinish(_ coordinator: FeedingCoordinator, grams: Int) {
        childCoordinators.removeAll { $0 === coordinator }
    }
}
