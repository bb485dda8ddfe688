//
//  Atlas — travel planner.
//  Part of the Atlas app; see LICENSE.
//

import UIKit

final class TripsCoordinator: Coordinator {
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    weak var finishDelegate: CoordinatorFinishDelegate?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(TripsViewController(), animated: true)
    }
}
