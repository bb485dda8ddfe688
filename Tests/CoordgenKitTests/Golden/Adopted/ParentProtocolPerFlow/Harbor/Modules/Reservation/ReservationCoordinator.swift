import UIKit

/// What the Reservation flow tells the coordinator that started it.
@MainActor
protocol ReservationParentProtocol {
    /// The flow is done: let it go.
    func reservationFinished(_ coordinator: ReservationCoordinator)
}

/// Runs the Reservation flow.
@MainActor
final class ReservationCoordinator: Coordinator {
    var owner: (any ReservationParentProtocol)?
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []

    /// The screen that was on top before this flow started; finishing the flow returns to it.
    private weak var screenBeforeFlow: UIViewController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        screenBeforeFlow = navigationController.topViewController
        showReservation()
    }

    func showReservation() {
        let viewController = ReservationVC()
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

    func finish() {
        childCoordinators.removeAll()
        owner?.reservationFinished(self)
    }

    /// Starts the Payment flow as a child of this coordinator.
    func openPaymentCoordinator() {
        let coordinator = PaymentCoordinator(navigationController: navigationController)
        coordinator.owner = self
        childCoordinators.append(coordinator)
        coordinator.start()
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        let viewController = ReceiptVC()
        viewController.onFinish = { [weak self] in
            self?.navigationController.popViewController(animated: true)
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}

extension ReservationCoordinator: PaymentParentProtocol {
    /// Called by PaymentCoordinator when the Payment flow is done: lets it go.
    func paymentFinished(_ coordinator: PaymentCoordinator) {
        childCoordinators.removeAll { $0 === coordinator }
    }
}
