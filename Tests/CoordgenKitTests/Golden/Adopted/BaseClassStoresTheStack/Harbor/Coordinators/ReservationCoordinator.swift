import UIKit

/// Runs the Reservation flow.
final class ReservationCoordinator: StackCoordinator {
    let services: Services

    /// The screen that was on top before this flow started; finishing the flow returns to it.
    private weak var screenBeforeFlow: UIViewController?

    init(stack: UINavigationController, services: Services) {
        self.services = services
        super.init(stack: stack)
    }

    override func start() {
        screenBeforeFlow = stack.topViewController
        showReservation()
    }

    func showReservation() {
        let viewController = ReservationViewController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
        stack.pushViewController(viewController, animated: true)
    }

    /// Takes the flow's screens off the stack.
    private func close() {
        if let screenBeforeFlow {
            stack.popToViewController(screenBeforeFlow, animated: true)
        }
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        let viewController = ReceiptViewController()
        viewController.onFinish = { [weak self] in
            self?.stack.popViewController(animated: true)
        }
        stack.pushViewController(viewController, animated: true)
    }
}
