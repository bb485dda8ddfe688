import UIKit

/// Runs the Reservation flow.
@MainActor
final class ReservationCoordinator: Flow {
    let navigator: Navigating

    init(navigator: Navigating) {
        self.navigator = navigator
    }

    func start() {
        showReservation()
    }

    func showReservation() {
        let viewController = ReservationViewController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
        navigator.push(screen: viewController)
    }

    /// Takes the flow's screen off through its router.
    private func close() {
        navigator.pop()
    }

    /// Pushes the Receipt screen through this flow's router.
    func pushToReceipt() {
        let viewController = ReceiptViewController()
        viewController.onFinish = { [weak self] in
            self?.navigator.pop()
        }
        navigator.push(screen: viewController)
    }
}
