import UIKit

/// The pantry flow makes its screens itself; they are not named after it and take it as its class.
final class PantryCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .pantry }

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let shelf = ShelfViewController(coordinator: self)
        navigationController.pushViewController(shelf, animated: true)
    }

    func showItem(_ name: String) {
        let item = ShelfItemViewController(coordinator: self, name: name)
        navigationController.pushViewController(item, animated: true)
    }
}
