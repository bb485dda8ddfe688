import UIKit
import Navigation
import Orchard
import Basket

final class AppCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let orchard = OrchardCoordinator(navigationController: navigationController)
        childCoordinators.append(orchard)
        orchard.start()
    }

    func openBasket() {
        let basket = BasketCoordinator(navigationController: navigationController)
        childCoordinators.append(basket)
        basket.start()
    }
}
