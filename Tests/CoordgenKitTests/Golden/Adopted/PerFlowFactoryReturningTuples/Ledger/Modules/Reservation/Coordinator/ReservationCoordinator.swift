import UIKit

/// Runs the Reservation flow.
final class ReservationCoordinator: BaseCoordinator {
    let router: NavigationRoutable

    init(router: NavigationRoutable) {
        self.router = router
    }

    override func start() {
        showReservation()
    }

    func showReservation() {
        let viewController = ReservationViewController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
        router.push(viewController, animated: true)
    }

    /// Takes the flow's screen off through its router.
    private func close() {
        router.popModule(animated: true)
    }

    /// Pushes the Receipt screen through this flow's router.
    func pushToReceipt() {
        let viewController = ReceiptViewController()
        viewController.onFinish = { [weak self] in
            self?.router.popModule(animated: true)
        }
        router.push(viewController, animated: true)
    }
}
