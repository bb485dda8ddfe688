import UIKit

/// Runs the Reservation flow.
@MainActor
final class ReservationCoordinator: StackCoordinator {
    override func start() {
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
}
