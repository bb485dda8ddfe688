import UIKit

final class CatalogCoordinator: Coordinator {
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController
    var parentCoordinator: Coordinator?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(CatalogViewController(), animated: true)
    }

    func childDidFinish(_ child: Coordinator?) {
        childCoordinators.removeAll { $0 === child }
    }

    func finishCatalog() {
        parentCoordinator?.childDidFinish(self)
        parentCoordinator = nil
    }
}
