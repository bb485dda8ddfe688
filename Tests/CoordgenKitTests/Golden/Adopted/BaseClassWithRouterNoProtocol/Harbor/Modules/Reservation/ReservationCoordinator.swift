//
//  ReservationCoordinator.swift
//  Harbor
//

import UIKit

/// Runs the Reservation flow.
final class ReservationCoordinator: Coordinator {
    /// The flow's first screen, which Coordinator's start() shows.
    override var startViewController: UIViewController {
        let viewController = ReservationViewController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
        return viewController
    }

    /// Takes the flow's screen off through its router.
    private func close() {
        router.end(animated: true)
    }

    /// Pushes the Receipt screen through this flow's router.
    func pushToReceipt() {
        let viewController = ReceiptViewController()
        viewController.onFinish = { [weak self] in
            self?.router.end(animated: true)
        }
        router.start(viewController, animated: true, onEnded: nil)
    }
}
