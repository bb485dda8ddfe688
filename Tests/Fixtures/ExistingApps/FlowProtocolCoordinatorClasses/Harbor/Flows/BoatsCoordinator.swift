import UIKit

final class BoatsCoordinator: Flow {
    let navigationController: UINavigationController
    var childFlows: [Flow] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = BoatsViewController()
        navigationController.pushViewController(viewController, animated: true)
    }
}
