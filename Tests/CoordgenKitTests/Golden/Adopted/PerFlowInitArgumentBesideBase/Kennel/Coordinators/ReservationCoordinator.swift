import UIKit

/// Runs the Reservation flow.
final class ReservationCoordinator: BaseCoordinator {
    /// The screen that was on top before this flow started; finishing the flow returns to it.
    private weak var screenBeforeFlow: UIViewController?

    override func start() {
        screenBeforeFlow = navigation.topViewController
        showReservation()
    }

    func showReservation() {
        let viewController = ReservationViewController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
        navigation.pushViewController(viewController, animated: true)
    }

    /// Takes the flow's screens off the stack, then tells the parent coordinator.
    private func close() {
        if let screenBeforeFlow {
            navigation.popToViewController(screenBeforeFlow, animated: true)
        }
        parentCoordinator?.didFinish(coordinator: self)
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        let viewController = ReceiptViewController()
        viewController.onFinish = { [weak self] in
            self?.navigation.popViewController(animated: true)
        }
        navigation.pushViewController(viewController, animated: true)
    }
}
