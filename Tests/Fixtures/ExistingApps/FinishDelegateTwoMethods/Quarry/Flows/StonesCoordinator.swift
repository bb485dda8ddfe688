import UIKit

final class StonesCoordinator: Coordinator {
    weak var finishDelegate: CoordinatorFinishDelegate?
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let screen = StonesViewController()
        screen.onDone = { [weak self] in
            guard let self else { return }
            self.finishDelegate?.coordinatorDidFinish(childCoordinator: self, outcome: .completed)
        }
        navigationController.pushViewController(screen, animated: true)
    }
}
