import UIKit

/// The menu and its dishes.
final class MenuCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController
    var onOrders: (() -> Void)?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let menu = MenuViewController(model: ["Soup", "Pie"])
        menu.onDish = { [weak self] dish in self?.showDish(dish) }
        navigationController.pushViewController(menu, animated: false)
    }

    private func showDish(_ dish: String) {
        navigationController.pushViewController(DishViewController(model: dish), animated: true)
    }
}
