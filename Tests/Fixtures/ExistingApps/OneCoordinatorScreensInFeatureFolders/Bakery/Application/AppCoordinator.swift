import UIKit

/// The bakery's one flow: it signs the customer in, then shows the catalogue and past orders, each
/// screen kept with its feature.
final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let login = LoginViewController()
        login.onSignedIn = { [weak self] in self?.showCatalog() }
        login.onSignUp = { [weak self] in self?.showSignUp() }
        navigationController.setViewControllers([login], animated: false)
    }

    private func showSignUp() {
        let signUp = SignUpViewController()
        signUp.onForgotPassword = { [weak self] in
            self?.navigationController.pushViewController(PasswordResetViewController(), animated: true)
        }
        navigationController.pushViewController(signUp, animated: true)
    }

    private func showCatalog() {
        let catalog = ProductListViewController()
        catalog.onOrders = { [weak self] in
            self?.navigationController.pushViewController(OrderHistoryViewController(), animated: true)
        }
        navigationController.setViewControllers([catalog], animated: true)
    }
}
