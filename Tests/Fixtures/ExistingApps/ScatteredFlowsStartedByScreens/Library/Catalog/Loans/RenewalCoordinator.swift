import UIKit

/// Renews a loan, then hands control back.
@MainActor
final class RenewalCoordinator: Coordinator {
    let navigationController: UINavigationController
    var onFinish: (() -> Void)?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let screen = RenewViewController()
        screen.onDone = { [weak self] in
            self?.navigationController.popViewController(animated: true)
            self?.onFinish?()
        }
        navigationController.pushViewController(screen, animated: true)
    }
}
