import UIKit

final class NestsCoordinator: ParentCoordinator, ChildCoordinator {
    weak var parentCoordinator: ParentCoordinator?
    var navigationController: UINavigationController
    var childCoordinators: [ChildCoordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let controller = NestsViewController()
        controller.onDone = { [weak self] in
            self?.navigationController.popViewController(animated: true)
            self?.parentCoordinator?.childDidFinish(self)
        }
        navigationController.pushViewController(controller, animated: true)
    }
}
