import UIKit

/// Signs the customer in, then opens the shelf; the basket opens from the shelf.
final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let signIn = SignInCoordinator(navigationController: navigationController)
        signIn.onSignedIn = { [weak self] in self?.showShelf() }
        childCoordinators.append(signIn)
        signIn.start()
    }

    private func showShelf() {
        let shelf = ShelfCoordinator(navigationController: navigationController)
        shelf.onBasket = { [weak self] in self?.showBasket() }
        childCoordinators.append(shelf)
        shelf.start()
    }

    private func showBasket() {
        let basket = BasketCoordinator(navigationController: navigationController)
        childCoordinators.append(basket)
        basket.start()
    }
}
