import UIKit

/// Its screen takes a service through a protocol of its own that the app's service protocol refines.
final class ShelfCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .shelf }
    private weak var shelfViewController: UIViewController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = ShelfAssembler.makeShelfScreen(coordinator: self)
        shelfViewController = viewController
        navigationController.pushViewController(viewController, animated: true)
    }

    func shelfDidClose() {
        navigationController.popViewController(animated: true)
        finish()
    }
}
