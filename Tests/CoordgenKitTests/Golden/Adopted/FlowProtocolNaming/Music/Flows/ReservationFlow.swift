//
//  ReservationFlow.swift
//  Music
//

import UIKit

/// Runs the Reservation flow.
final class ReservationFlow: Flow {
    var onFinish: (() -> Void)?
    var navigationController: UINavigationController
    var childFlows: [any Flow] = []

    /// The screen that was on top before this flow started; finishing the flow returns to it.
    private weak var screenBeforeFlow: UIViewController?

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
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

    /// Takes the flow's screens off the stack, then tells its parent through `onFinish`.
    private func close() {
        if let screenBeforeFlow {
            navigationController.popToViewController(screenBeforeFlow, animated: true)
        }
        finish()
    }

    /// Starts the Payment flow as a child of this coordinator.
    func openPaymentFlow() {
        let coordinator = PaymentFlow(navigationController)
        coordinator.onFinish = { [weak self, weak coordinator] in
            self?.childFlows.removeAll { $0 === coordinator }
        }
        childFlows.append(coordinator)
        coordinator.start()
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
