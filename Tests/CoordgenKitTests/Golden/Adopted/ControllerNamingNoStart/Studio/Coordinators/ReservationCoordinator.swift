//
//  ReservationCoordinator.swift
//  Studio
//

import UIKit

/// Runs the Reservation flow.
final class ReservationCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    let navigator: AppNavigationController
    var childCoordinators: [Coordinator] = []
    let id = UUID()
    var type: CoordinatorType { .reservation }

    /// The screen that was on top before this flow started; finishing the flow returns to it.
    private weak var screenBeforeFlow: UIViewController?

    init(_ navigator: AppNavigationController) {
        self.navigator = navigator
    }

    func start() {
        screenBeforeFlow = navigator.topViewController
        showReservation()
    }

    func showReservation() {
        let viewController = ReservationController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
        navigator.pushViewController(viewController, animated: true)
    }

    /// Takes the flow's screens off the stack, then tells the finish delegate.
    private func close() {
        if let screenBeforeFlow {
            navigator.popToViewController(screenBeforeFlow, animated: true)
        }
        finish()
    }

    /// Starts the Payment flow as a child of this coordinator.
    func openPaymentCoordinator() {
        let coordinator = PaymentCoordinator(navigator)
        coordinator.finishDelegate = self
        childCoordinators.append(coordinator)
        coordinator.start()
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        let viewController = ReceiptController()
        viewController.onFinish = { [weak self] in
            self?.navigator.popViewController(animated: true)
        }
        navigator.pushViewController(viewController, animated: true)
    }
}

extension ReservationCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: Coordinator) {
        // Only the finished child, by identity: its siblings keep running.
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}
