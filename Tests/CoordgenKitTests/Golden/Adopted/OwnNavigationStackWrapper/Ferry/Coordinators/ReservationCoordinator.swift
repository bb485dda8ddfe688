import UIKit

/// Runs the Reservation flow.
@MainActor
final class ReservationCoordinator: Coordinator {
    var onFinish: (() -> Void)?
    let navigationController: AppNavigationController
    var children: [Coordinator] = []

    init(navigationController: AppNavigationController) {
        self.navigationController = navigationController
    }

    func start() {
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
        navigationController.popViewController(animated: true)
        onFinish?()
    }

    /// Starts the Payment flow as a child of this coordinator.
    func openPaymentCoordinator() {
        let coordinator = PaymentCoordinator(navigationController: navigationController)
        coordinator.onFinish = { [weak self, weak coordinator] in
            self?.children.removeAll { $0 === coordinator }
        }
        children.append(coordinator)
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
