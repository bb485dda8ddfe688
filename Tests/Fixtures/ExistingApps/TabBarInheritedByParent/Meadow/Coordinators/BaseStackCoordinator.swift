import UIKit

/// The base of a coordinator that runs a navigation stack.
class BaseStackCoordinator: CoordinatorType {
    var childCoordinators: [CoordinatorType] = []
    var didFinish: (() -> Void)?
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {}
}
