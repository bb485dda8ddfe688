import UIKit

/// Runs the Reservation flow.
@MainActor
final class ReservationCoordinator: AnyPresentationCoordinator {
    var childCoordinators: [Coordinator] = []
    let anyRootViewController: UIViewController
    let navigator: Navigating

    init(anyRootViewController: UIViewController, navigator: Navigating) {
        self.anyRootViewController = anyRootViewController
        self.navigator = navigator
    }

    func start() {
        showReservation()
    }

    func showReservation() {
        let viewController = ReservationViewController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
        navigator.push(viewController, animated: true, onPopped: nil)
    }

    /// Takes the flow's screen off through its router.
    private func close() {
        navigator.pop(animated: true)
    }
}
