import UIKit

/// Runs the Reservation flow.
@MainActor
final class ReservationCoordinator: Coordinator {
    let navigationController: UINavigationController

    init() {
        self.navigationController = UINavigationController()
    }

    func start() {
        showReservation()
    }

    func showReservation() {
        let viewController = ReservationController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
        navigationController.pushViewController(viewController, animated: true)
    }

    /// Dismisses the flow's own stack.
    private func close() {
        // The flow's stack is its own, presented by the coordinator that started it.
        navigationController.dismiss(animated: true)
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        let viewController = ReceiptController()
        viewController.onFinish = { [weak self] in
            self?.navigationController.popViewController(animated: true)
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
