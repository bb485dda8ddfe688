import UIKit

final class AppCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [String: Coordinator] = [:]

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let shelves = ShelvesCoordinator(navigationController: navigationController)
        let key = String(describing: ShelvesCoordinator.self)
        shelves.onFinish = { [weak self] in
            self?.childCoordinators.removeValue(forKey: key)
        }
        childCoordinators[key] = shelves
        shelves.start()
    }
}
