import UIKit

/// Runs the Reservation flow.
@MainActor
final class ReservationCoordinator: FlowCoordinator {
    var onFinishFlow: ((Void) -> Void)?
    let navigationController: UINavigationController
    let identifier = UUID()

    /// The screen that was on top before this flow started; finishing the flow returns to it.
    private weak var screenBeforeFlow: UIViewController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        start(with: nil)
    }

    func start(with link: Link?) {
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

    /// Takes the flow's screens off the stack, then tells its parent through `onFinishFlow`.
    private func close() {
        if let screenBeforeFlow {
            navigationController.popToViewController(screenBeforeFlow, animated: true)
        }
        onFinishFlow?(())
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
