import UIKit

/// Runs the Reservation flow.
@MainActor
final class ReservationCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        showReservation()
    }

    func showReservation() {
        let viewController = ReservationViewController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
        // The flow runs on a stack of its own, made the root of the window it is handed.
        let navigationController = UINavigationController(rootViewController: viewController)
        window.rootViewController = navigationController
    }

    /// Ends the flow.
    private func close() {
    }

    /// Pushes the Receipt screen onto the navigation stack this flow shows in its window.
    func pushToReceipt() {
        guard let navigationController = window.rootViewController as? UINavigationController else { return }
        let viewController = ReceiptViewController()
        viewController.onFinish = { [weak navigationController] in
            navigationController?.popViewController(animated: true)
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
