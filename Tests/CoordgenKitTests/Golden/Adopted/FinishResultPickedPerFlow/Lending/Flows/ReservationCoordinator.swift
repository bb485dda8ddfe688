import UIKit

/// Runs the Reservation flow.
@MainActor
final class ReservationCoordinator: FlowCoordinator {
    var onFinishFlow: ((Void) -> Void)?
    let identifier = UUID()

    init() {
    }

    func start() {
        start(with: nil)
    }

    func start(with link: Link?) {
        showReservation()
    }

    func showReservation() {
        let viewController = ReservationViewController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
        // FlowCoordinator gives coordinators no navigation controller: show viewController
        // the way this app shows its screens.
    }

    /// Ends the flow, then tells its parent through `onFinishFlow`.
    private func close() {
        onFinishFlow?(())
    }
}
