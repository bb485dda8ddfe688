import UIKit

final class ReservationCoordinator {
    let navigationController = UINavigationController()

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        let viewController = ReceiptViewController()
        viewController.onFinish = { [weak self] in
            self?.navigationController.popViewController(animated: true)
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}

extension ReservationCoordinator: CoordinatorProtocol {
    func start() -> UIViewController {
        let viewController = ReservationViewController()
        navigationController.setViewControllers([viewController], animated: false)
        return navigationController
    }
}
