import UIKit

/// Runs the Reservation flow.
final class ReservationCoordinator: Coordinator {
    let rootViewController: UINavigationController

    init() {
        self.rootViewController = UINavigationController()
    }

    func start() {
        showReservation()
    }

    func showReservation() {
        let viewController = ReservationViewController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
        rootViewController.pushViewController(viewController, animated: true)
    }

    /// Dismisses the flow's own stack.
    private func close() {
        // The flow's stack is its own, presented by the coordinator that started it.
        rootViewController.dismiss(animated: true)
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        let viewController = ReceiptViewController()
        viewController.onFinish = { [weak self] in
            self?.rootViewController.popViewController(animated: true)
        }
        rootViewController.pushViewController(viewController, animated: true)
    }
}
