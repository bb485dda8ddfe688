import UIKit

/// Today's loaves, one at a time; the basket is the app's to open.
final class ShelfCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController
    var onBasket: (() -> Void)?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let shelf = ShelfViewController()
        shelf.onLoaf = { [weak self] name in
            self?.navigationController.pushViewController(LoafViewController(name: name), animated: true)
        }
        shelf.onBasket = { [weak self] in self?.onBasket?() }
        navigationController.setViewControllers([shelf], animated: true)
    }
}
