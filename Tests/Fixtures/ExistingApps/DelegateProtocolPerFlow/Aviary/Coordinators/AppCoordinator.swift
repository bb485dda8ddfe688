import UIKit

/// Signs the keeper in, then shows the aviary.
@MainActor
final class AppCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        showSignIn()
    }

    private func showSignIn() {
        let coordinator = SignInCoordinator(navigationController: navigationController)
        coordinator.delegate = self
        childCoordinators.append(coordinator)
        coordinator.start()
    }

    private func showBirds(for keeper: Keeper) {
        let coordinator = BirdsCoordinator(navigationController: navigationController)
        coordinator.delegate = self
        childCoordinators.append(coordinator)
        coordinator.start()
    }
}

// MARK: - SignInCoordinatorDelegate

extension AppCoordinator: SignInCoordinatorDelegate {
    func signInCoordinatorDidFinish(_ coordinator: SignInCoordinator, keeper: Keeper) {
        childCoordinators.removeAll { $0 === coordinator }
        showBirds(for: keeper)
    }
}

// MARK: - BirdsCoordinatorDelegate

extension AppCoordinator: BirdsCoordinatorDelegate {
    func birdsCoordinatorDidFinish(_ coordinator: BirdsCoordinator) {
        childCoordinators.removeAll { $0 === coordinator }
        showSignIn()
    }
}
