import UIKit

@MainActor
final class BookingCoordinator: Coordinator {
    weak var parentCoordinator: MooringsCoordinator?
    let harbor: HarborService
    let berth: Int
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController

    init(navigationController: UINavigationController, harbor: HarborService, parentCoordinator: MooringsCoordinator?, berth: Int) {
        self.navigationController = navigationController
        self.harbor = harbor
        self.parentCoordinator = parentCoordinator
        self.berth = berth
    }

    func start() {
        navigationController.pushViewController(BookingViewController(), animated: true)
    }

    func removeChildCoordinator(_ childCoordinator: Coordinator?) {
        for (index, coordinator) in childCoordinators.enumerated() where coordinator === childCoordinator {
            childCoordinators.remove(at: index)
        }
    }

    func booked() {
        harbor.book(berth: berth)
        navigationController.popViewController(animated: true)
        parentCoordinator?.removeChildCoordinator(self)
    }
}
