import UIKit

/// Runs the Reservation flow.
@MainActor
final class ReservationCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let router: Routable

    init(router: Routable) {
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

    /// Shows the Receipt screen through this flow's router, which presents it (the router has no push).
    func pushToReceipt() {
        let viewController = ReceiptViewController()
        viewController.onFinish = { [weak self] in
            self?.router.dismissModule(nil, completion: nil)
        }
        router.presentModule(viewController)
    }
}
