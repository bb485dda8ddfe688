import UIKit

/// Runs the Reservation flow.
final class ReservationCoordinator: Coordinator {
    struct Dependency {
        let navigationController: UINavigationController
        let maps: MapStore
    }

    var childCoordinators: [Coordinator] = []
    let dependency: Dependency

    /// The screen that was on top before this flow started; finishing the flow returns to it.
    private weak var screenBeforeFlow: UIViewController?

    init(dependency: Dependency) {
        self.dependency = dependency
    }

    func start() {
        screenBeforeFlow = dependency.navigationController.topViewController
        showReservation()
    }

    func showReservation() {
        let viewController = ReservationViewController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
        dependency.navigationController.pushViewController(viewController, animated: true)
    }

    /// Takes the flow's screens off the stack.
    private func close() {
        if let screenBeforeFlow {
            dependency.navigationController.popToViewController(screenBeforeFlow, animated: true)
        }
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        let viewController = ReceiptViewController()
        viewController.onFinish = { [weak self] in
            self?.dependency.navigationController.popViewController(animated: true)
        }
        dependency.navigationController.pushViewController(viewController, animated: true)
    }
}
