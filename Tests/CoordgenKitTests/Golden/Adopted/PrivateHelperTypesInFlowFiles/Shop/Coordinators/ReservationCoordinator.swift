//
//  ReservationCoordinator.swift
//  Shop
//

import UIKit

/// What the Reservation flow offers to the rest of the app.
protocol ReservationCoordinatorProtocol: Coordinator {
    /// Shows the first screen of the flow.
    func showReservation()

    /// Starts the Payment flow as a child of this coordinator.
    func openPaymentCoordinator()

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt()
}

/// Runs the Reservation flow.
final class ReservationCoordinator: ReservationCoordinatorProtocol {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .reservation }

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

    /// Takes the flow's screens off the stack, then tells the finish delegate.
    private func close() {
        if let screenBeforeFlow {
            navigationController.popToViewController(screenBeforeFlow, animated: true)
        }
        finish()
    }

    /// Starts the Payment flow as a child of this coordinator.
    func openPaymentCoordinator() {
        let coordinator = PaymentCoordinator(navigationController)
        coordinator.finishDelegate = self
        childCoordinators.append(coordinator)
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

extension ReservationCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: any Coordinator) {
        // Only the finished child, by identity: its siblings keep running.
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}
