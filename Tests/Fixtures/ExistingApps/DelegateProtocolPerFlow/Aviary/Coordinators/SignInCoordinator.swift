import UIKit

@MainActor
protocol SignInCoordinatorDelegate: AnyObject {
    func signInCoordinatorDidFinish(_ coordinator: SignInCoordinator, keeper: Keeper)
}

/// Asks for the keeper's name.
@MainActor
final class SignInCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    weak var delegate: SignInCoordinatorDelegate?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.setViewControllers([SignInViewController()], animated: false)
    }

    func signedIn(as name: String) {
        delegate?.signInCoordinatorDidFinish(self, keeper: Keeper(name: name))
    }
}
