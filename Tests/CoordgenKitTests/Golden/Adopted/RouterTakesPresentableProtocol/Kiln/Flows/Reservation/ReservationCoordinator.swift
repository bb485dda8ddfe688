import UIKit

/// Runs the Reservation flow.
final class ReservationCoordinator: BaseCoordinator {
    var finishFlow: (() -> Void)?
    let router: RouterType

    init(router: RouterType) {
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
        router.navigationController?.pushViewController(viewController, animated: true)
    }

    /// Takes the flow's screen off through its router, then tells its parent through `finishFlow`.
    private func close() {
        router.navigationController?.popViewController(animated: true)
        finishFlow?()
    }

    /// Pushes the Receipt screen through this flow's router.
    func pushToReceipt() {
        let viewController = ReceiptViewController()
        viewController.onFinish = { [weak self] in
            self?.router.navigationController?.popViewController(animated: true)
        }
        router.navigationController?.pushViewController(viewController, animated: true)
    }
}
