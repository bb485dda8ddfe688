import UIKit

/// Welcome, the terms, then the password: each of its screens keeps a folder of its own.
final class SignInCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController
    var onSignedIn: (() -> Void)?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let welcome = WelcomeViewController()
        welcome.onContinue = { [weak self] in self?.showTerms() }
        navigationController.pushViewController(welcome, animated: false)
    }

    private func showTerms() {
        let terms = TermsViewController()
        terms.onAccept = { [weak self] in self?.showPassword() }
        navigationController.pushViewController(terms, animated: true)
    }

    private func showPassword() {
        let password = PasswordViewController()
        password.onSignedIn = { [weak self] in self?.onSignedIn?() }
        navigationController.pushViewController(password, animated: true)
    }
}
