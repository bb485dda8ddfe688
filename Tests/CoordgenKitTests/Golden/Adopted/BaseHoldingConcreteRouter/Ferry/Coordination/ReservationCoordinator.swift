import UIKit

/// Runs the Reservation flow.
final class ReservationCoordinator: BaseCoordinator {
    var onFinish: (() -> Void)?

    func start() {
        showReservation()
    }

    func showReservation() {
        let viewController = ReservationViewController()
        // The router pops only back to a screen it is given: the flow's screen leaves through its
        // navigation controller.
        viewController.onFinish = { [weak self, weak viewController] in
            viewController?.navigationController?.popViewController(animated: true)
            self?.close()
        }
        router.push(viewController)
    }

    /// Ends the flow, then tells its parent through `onFinish`.
    private func close() {
        onFinish?()
    }

    /// Pushes the Receipt screen through this flow's router.
    func pushToReceipt() {
        let viewController = ReceiptViewController()
        // The router pops only back to a screen it is given: this one leaves through its navigation controller.
        viewController.onFinish = { [weak viewController] in
            viewController?.navigationController?.popViewController(animated: true)
        }
        router.push(viewController)
    }
}
