import UIKit

/// Runs the Reservation flow.
final class ReservationCoordinator: Coordinator {
    var navigationController: UINavigationController?
    var childCoordinators: [Coordinator] = []
    weak var parent: Coordinator?

    /// The screen that was on top before this flow started; finishing the flow returns to it.
    private weak var screenBeforeFlow: UIViewController?

    init(navigationController: UINavigationController?, parent: Coordinator) {
        self.navigationController = navigationController
        self.parent = parent
    }

    func start() {
        screenBeforeFlow = navigationController?.topViewController
        showReservation()
    }

    func showReservation() {
        let viewController = ReservationController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
        navigationController?.pushViewController(viewController, animated: true)
    }

    /// Takes the flow's screens off the stack, then tells its parent through `didDeinit()`.
    private func close() {
        if let screenBeforeFlow {
            navigationController?.popToViewController(screenBeforeFlow, animated: true)
        }
        didDeinit()
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        let viewController = ReceiptController()
        viewController.onFinish = { [weak self] in
            self?.navigationController?.popViewController(animated: true)
        }
        navigationController?.pushViewController(viewController, animated: true)
    }
}
