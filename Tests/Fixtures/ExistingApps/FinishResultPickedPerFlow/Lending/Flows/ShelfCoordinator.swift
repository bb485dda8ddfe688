import UIKit

final class ShelfCoordinator: ResultFlow<Void> {
    override func start(with link: Link?) {
        let viewController = ShelfViewController()
        viewController.onClose = { [weak self] in
            self?.onFinishFlow?(())
        }
        navigationController.setViewControllers([viewController], animated: false)
    }

    func showLoan(id: Int) {
        let coordinator = LoanCoordinator(navigationController: navigationController)
        coordinator.onFinishFlow = { [weak self, weak coordinator] returned in
            if let coordinator { self?.release(coordinator) }
            if returned { self?.navigationController.popViewController(animated: true) }
        }
        keep(coordinator)
        coordinator.start()
    }
}
