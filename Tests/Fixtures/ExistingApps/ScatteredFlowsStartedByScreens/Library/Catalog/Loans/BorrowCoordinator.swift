import UIKit

/// Borrows a book, and renews a loan when asked.
@MainActor
final class BorrowCoordinator: Coordinator {
    let navigationController: UINavigationController
    private var renewalCoordinator: RenewalCoordinator?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(LoanViewController(), animated: true)
    }

    func renew() {
        let coordinator = RenewalCoordinator(navigationController: navigationController)
        coordinator.onFinish = { [weak self] in
            self?.renewalCoordinator = nil
        }
        renewalCoordinator = coordinator
        coordinator.start()
    }
}
