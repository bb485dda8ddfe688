import UIKit

/// The member's sign-in, and the password reset reached from it.
final class SignInCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController
    var onSignedIn: (() -> Void)?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let signIn = SignInViewController()
        signIn.onSignedIn = { [weak self] in self?.onSignedIn?() }
        signIn.onForgotPassword = { [weak self] in self?.showPasswordReset() }
        navigationController.setViewControllers([signIn], animated: false)
    }

    private func showPasswordReset() {
        navigationController.pushViewController(PasswordResetViewController(), animated: true)
    }
}
