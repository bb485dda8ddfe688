import UIKit

/// Runs the Reservation flow.
@MainActor
final class ReservationCoordinator: NavigationCoordinator {
    let services: Services

    init(services: Services) {
        self.services = services
        super.init(navigationController: UINavigationController())
    }

    override func start() {
        showReservation()
    }

    func showReservation() {
        let viewController = ReservationViewController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
        navigationController.pushViewController(viewController, animated: true)
    }

    /// Dismisses the flow's own stack.
    private func close() {
        // The flow's stack is its own, presented by the coordinator that started it.
        navigationController.dismiss(animated: true)
        finish()
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        let viewController = ReceiptViewController()
        viewController.onFinish = { [weak self] in
            self?.navigationController.popViewController(animated: true)
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
