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
        router.push(viewController, isAnimated: true, onLeave: nil)
    }

    /// Takes the flow's screen off through its router.
    private func close() {
        router.pop(true)
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
