//
//  ReservationCoordinator.swift
//  Garden
//

import UIKit
import StageKit

/// Runs the Reservation flow.
@MainActor
final class ReservationCoordinator: Coordinator {
    var hostController: UINavigationController
    var childCoordinators: [Coordinator] = []

    /// The screen that was on top before this flow started; finishing the flow returns to it.
    private weak var screenBeforeFlow: UIViewController?

    init(hostController: UINavigationController) {
        self.hostController = hostController
    }

    func start() {
        screenBeforeFlow = hostController.topViewController
        showReservation()
    }

    func showReservation() {
        let viewController = ReservationViewController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
        hostController.pushViewController(viewController, animated: true)
    }

    /// Takes the flow's screens off the stack.
    private func close() {
        if let screenBeforeFlow {
            hostController.popToViewController(screenBeforeFlow, animated: true)
        }
    }

    /// Starts the Payment flow as a child of this coordinator.
    func openPaymentCoordinator() {
        let coordinator = PaymentCoordinator(hostController: hostController)
        childCoordinators.append(coordinator)
        coordinator.start()
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        let viewController = ReceiptViewController()
        viewController.onFinish = { [weak self] in
            self?.hostController.popViewController(animated: true)
        }
        hostController.pushViewController(viewController, animated: true)
    }
}
