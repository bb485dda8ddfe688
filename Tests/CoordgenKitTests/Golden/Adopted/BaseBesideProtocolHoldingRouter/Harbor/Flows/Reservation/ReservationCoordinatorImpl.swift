import UIKit

/// What the Reservation flow offers to the rest of the app.
protocol ReservationCoordinator: Coordinatable {
    /// Shows the first screen of the flow.
    func showReservation()

    /// Pushes the Receipt screen through this flow's router.
    func pushToReceipt()
}

/// Runs the Reservation flow.
final class ReservationCoordinatorImpl: BaseCoordinator, ReservationCoordinator {
    var onFinish: (() -> Void)?

    func start() {
        showReservation()
    }

    func showReservation() {
        let viewController = ReservationViewController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
        router.push(viewController)
    }

    /// Takes the flow's screen off through its router, then tells its parent through `onFinish`.
    private func close() {
        router.popModule(animated: true)
        onFinish?()
    }

    /// Pushes the Receipt screen through this flow's router.
    func pushToReceipt() {
        let viewController = ReceiptViewController()
        viewController.onFinish = { [weak self] in
            self?.router.popModule(animated: true)
        }
        router.push(viewController)
    }
}
