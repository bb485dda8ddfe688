import UIKit

/// Buys a ticket for a crossing.
@MainActor
final class TicketsCoordinator: Coordinator {
    let navigationController: AppNavigationController
    var children: [Coordinator] = []
    var onFinish: (() -> Void)?

    init(navigationController: AppNavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = TicketsViewController()
        viewController.onBought = { [weak self] in
            self?.navigationController.popViewController(animated: true)
            self?.onFinish?()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
