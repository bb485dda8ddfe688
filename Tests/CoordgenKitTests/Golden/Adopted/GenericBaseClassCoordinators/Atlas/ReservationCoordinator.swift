import UIKit

enum ReservationRoute {
    case list
}

final class ReservationCoordinator: BaseCoordinator<ReservationRoute> {
    override func start() {
        show(.list)
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
