import UIKit

/// Pushes onto the stack it is handed, which it keeps to itself.
final class EntryCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(EntryViewController(), animated: true)
    }
}
