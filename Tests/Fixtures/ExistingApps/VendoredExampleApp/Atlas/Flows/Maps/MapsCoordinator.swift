//
//  Atlas — travel planner.
//  Part of the Atlas app; see LICENSE.
//

import UIKit

final class MapsCoordinator: Coordinator {
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    weak var finishDelegate: CoordinatorFinishDelegate?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(MapsViewController(), animated: true)
    }
}
