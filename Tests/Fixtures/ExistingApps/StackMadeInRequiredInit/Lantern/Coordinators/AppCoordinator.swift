import UIKit

final class AppCoordinator: Coordinator {
    weak var parentCoordinator: Coordinator?
    private(set) var childCoordinators: [Coordinator] = []
    private(set) var navigationController: UINavigationController?

    init() {}

    func start() {
        let coordinator = HomeCoordinator()
        coordinator.parentCoordinator = self
        navigationController = coordinator.navigationController
        childCoordinators.append(coordinator)
        coordinator.start()
    }
}
