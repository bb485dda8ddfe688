import UIKit

/// Runs the Reservation flow.
@MainActor
final class ReservationCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let router: RouterProtocol

    init(router: RouterProtocol) {
        self.router = router
    }

    func start() {
        showReservation()
    }

    func showReservation() {
        let viewController = ReservationViewController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
        // Coordinator gives coordinators no navigation controller: show viewController
        // the way this app shows its screens.
    }

    /// Ends the flow.
    private func close() {
    }

    /// Pushes the Receipt screen through this flow's router.
    func pushToReceipt() {
        let viewController = ReceiptViewController()
        viewController.onFinish = { [weak self] in
            self?.router.pop(true)
        }
        router.push(viewController, isAnimated: true, onLeave: nil)
    }
}
