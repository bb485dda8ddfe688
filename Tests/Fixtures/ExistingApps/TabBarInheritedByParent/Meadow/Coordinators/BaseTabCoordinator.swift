import UIKit

/// The base of a coordinator that runs a tab bar.
class BaseTabCoordinator: CoordinatorType {
    var childCoordinators: [CoordinatorType] = []
    var didFinish: (() -> Void)?
    let tabBarController: UITabBarController

    init(tabBarController: UITabBarController) {
        self.tabBarController = tabBarController
    }

    func start() {}
}
