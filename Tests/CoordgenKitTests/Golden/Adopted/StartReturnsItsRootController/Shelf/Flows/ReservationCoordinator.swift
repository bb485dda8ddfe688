import UIKit

final class ReservationCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let navigationController = UINavigationController()

    func start() -> UIViewController {
        navigationController.setViewControllers([ReservationViewController()], animated: false)
        return navigationController
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

final class ReservationViewController: UIViewController {}
