import UIKit

/// The shelves to pick from; ends with the basket, or nil when the shopper leaves empty-handed.
@MainActor
final class ShelvesCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    var finishFlow: ((Basket?) -> Void)?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.setViewControllers([ShelvesViewController()], animated: false)
    }

    func picked(_ items: [String]) {
        finishFlow?(items.isEmpty ? nil : Basket(items: items))
    }
}
