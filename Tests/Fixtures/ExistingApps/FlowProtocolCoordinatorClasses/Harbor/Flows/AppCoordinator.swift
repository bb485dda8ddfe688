import UIKit

final class AppCoordinator: Flow {
    let navigationController: UINavigationController
    var childFlows: [Flow] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = AppViewController()
        navigationController.pushViewController(viewController, animated: false)
    }

    func showBoats() {
        let flow = BoatsCoordinator(navigationController: navigationController)
        childFlows.append(flow)
        flow.start()
    }
}
