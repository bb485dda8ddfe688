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
        router.presentModule(viewController)
    }

    /// Takes the flow's screen off through its router.
    private func close() {
        router.dismissModule(nil, completion: nil)
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
