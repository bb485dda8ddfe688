//
//  ReservationCoordinator.swift
//  Gazette
//

import UIKit

/// Runs the Reservation flow.
final class ReservationCoordinator: BaseCoordinator {
    /// The screen that was on top before this flow started; finishing the flow returns to it.
    private weak var screenBeforeFlow: UIViewController?

    override func start() {
        screenBeforeFlow = navigationController.topViewController
        showReservation()
    }

    func showReservation() {
        let viewController = ReservationViewController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
        navigationController.pushViewController(viewController, animated: true)
    }

    /// Takes the flow's screens off the stack, then tells the finish delegate.
    private func close() {
        if let screenBeforeFlow {
            navigationController.popToViewController(screenBeforeFlow, animated: true)
        }
        finish()
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        let viewController = ReceiptViewController()
        viewController.onFinish = { [weak self] in
            self?.navigationController.popViewController(animated: true)
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
