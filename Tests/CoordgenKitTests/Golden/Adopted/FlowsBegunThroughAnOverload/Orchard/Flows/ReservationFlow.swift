import UIKit

/// Runs the Reservation flow.
final class ReservationFlow: PageFlow {
    var navigationController: OrchardNavigationController

    /// The screen that was on top before this flow started; finishing the flow returns to it.
    private weak var screenBeforeFlow: UIViewController?
    private var paymentFlow: PaymentFlow?

    init(navigationController: OrchardNavigationController) {
        self.navigationController = navigationController
    }

    func begin() {
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

    /// Takes the flow's screens off the stack.
    private func close() {
        if let screenBeforeFlow {
            navigationController.popToViewController(screenBeforeFlow, animated: true)
        }
    }

    /// Starts the Payment flow as a child of this coordinator.
    func openPaymentFlow() {
        let coordinator = PaymentFlow(navigationController: navigationController)
        paymentFlow = coordinator
        coordinator.begin()
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
