import UIKit

/// Runs the Reservation flow.
@MainActor
final class ReservationCoordinator: BaseCoordinator<UINavigationController> {
    /// The screen that was on top before this flow started; finishing the flow returns to it.
    private weak var screenBeforeFlow: UIViewController?

    override func start() {
        screenBeforeFlow = root.topViewController
        showReservation()
    }

    func showReservation() {
        let viewController = ReservationViewController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
        root.pushViewController(viewController, animated: true)
    }

    /// Takes the flow's screens off the stack.
    private func close() {
        if let screenBeforeFlow {
            root.popToViewController(screenBeforeFlow, animated: true)
        }
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        let viewController = ReceiptViewController()
        viewController.onFinish = { [weak self] in
            self?.root.popViewController(animated: true)
        }
        root.pushViewController(viewController, animated: true)
    }
}
