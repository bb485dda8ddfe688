import UIKit

final class BirdsCoordinator: ParentCoordinator, ChildCoordinator {
    weak var parentCoordinator: ParentCoordinator?
    var navigationController: UINavigationController
    var childCoordinators: [ChildCoordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let controller = BirdsViewController()
        controller.onDone = { [weak self] in
            self?.navigationController.popViewController(animated: true)
            self?.parentCoordinator?.childDidFinish(self)
        }
        controller.onShowNests = { [weak self] in
            self?.showNests()
        }
        navigationController.pushViewController(controller, animated: true)
    }

    private func showNests() {
        let nests = NestsCoordinator(navigationController: navigationController)
        nests.parentCoordinator = self
        childCoordinators.append(nests)
        nests.start()
    }
}
