import UIKit

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let signIn = SignInCoordinator(navigationController: navigationController)
        childCoordinators.append(signIn)
        signIn.start()
    }

    func showCatalog() {
        let catalog = CatalogCoordinator(navigationController: navigationController)
        childCoordinators.append(catalog)
        catalog.start()
    }
}
