import UIKit

/// Runs the Reservation flow.
@MainActor
final class ReservationCoordinator: BaseCoordinator<UINavigationController> {
    /// The screen that was on top before this flow started; finishing the flow returns to it.
    private weak var screenBeforeFlow: UIViewController?

    override func start() {
        screenBeforeFlow = host.topViewController
        showReservation()
    }

    func showReservation() {
        let viewController = ReservationController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
        host.pushViewController(viewController, animated: true)
    }

    /// Takes the flow's screens off the stack.
    private func close() {
        if let screenBeforeFlow {
            host.popToViewController(screenBeforeFlow, animated: true)
        }
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        let viewController = ReceiptController()
        viewController.onFinish = { [weak self] in
            self?.host.popViewController(animated: true)
        }
        host.pushViewController(viewController, animated: true)
    }
}
