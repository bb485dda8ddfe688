import UIKit

final class ShelfCoordinator: Coordinator {
    weak var delegate: CoordinatorDelegate?
    var navigationController: UINavigationController
    var type: CoordinatorType = .shelf
    private var loansCoordinator: LoansCoordinator?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.setViewControllers([ShelfViewController()], animated: false)
    }

    func openLoans() {
        let coordinator = LoansCoordinator(navigationController: navigationController)
        coordinator.delegate = self
        loansCoordinator = coordinator
        coordinator.start()
    }
}

extension ShelfCoordinator: CoordinatorDelegate {
    func flowDidEnd(type: CoordinatorType) {
        if type == .loans { loansCoordinator = nil }
    }
}
