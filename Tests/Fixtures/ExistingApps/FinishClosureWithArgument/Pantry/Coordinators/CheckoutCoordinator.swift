import UIKit

/// Pays for a basket; ends with what is left to pay, nil once paid.
@MainActor
final class CheckoutCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    var finishFlow: ((Basket?) -> Void)?
    private let basket: Basket

    init(navigationController: UINavigationController, basket: Basket) {
        self.navigationController = navigationController
        self.basket = basket
    }

    func start() {
        navigationController.pushViewController(CheckoutViewController(), animated: true)
    }

    func paid() {
        navigationController.popViewController(animated: true)
        finishFlow?(nil)
    }
}
