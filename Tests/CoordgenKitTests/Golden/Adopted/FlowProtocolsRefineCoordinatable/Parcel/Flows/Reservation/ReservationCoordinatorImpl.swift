import UIKit

/// What the Reservation flow offers to the rest of the app.
protocol ReservationCoordinator: Coordinatable {
    /// Shows the first screen of the flow.
    func showReservation()

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt()
}

/// Runs the Reservation flow.
final class ReservationCoordinatorImpl: BaseCoordinator, ReservationCoordinator {
    var onFinish: (() -> Void)?

    /// The screen that was on top before this flow started; finishing the flow returns to it.
    private weak var screenBeforeFlow: UIViewController?

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
        onFinish?()
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
