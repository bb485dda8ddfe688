import UIKit

final class TreesCoordinator: BaseCoordinator {
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    override func start() {
        let screen = TreesViewController()
        navigationController.pushViewController(screen, animated: false)
    }
}
