import UIKit

/// Runs the Reservation flow.
@MainActor
final class ReservationCoordinator: Coordinator {
    weak var parentCoordinator: RootCoordinator?
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    let harbor: HarborService

    /// The screen that was on top before this flow started; finishing the flow returns to it.
    private weak var screenBeforeFlow: UIViewController?

    init(navigationController: UINavigationController, harbor: HarborService, parentCoordinator: RootCoordinator?) {
        self.navigationController = navigationController
        self.harbor = harbor
        self.parentCoordinator = parentCoordinator
    }

    func start() {
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

    /// Takes the flow's screens off the stack, then tells the parent coordinator.
    private func close() {
        if let screenBeforeFlow {
            navigationController.popToViewController(screenBeforeFlow, animated: true)
        }
        parentCoordinator?.childReservationCoordinatorDidFinish(self)
    }

    func removeChildCoordinator(_ childCoordinator: Coordinator?) {
        for (index, coordinator) in childCoordinators.enumerated() where coordinator === childCoordinator {
            childCoordinators.remove(at: index)
        }
    }

    /// Starts the Payment flow as a child of this coordinator.
    func openPaymentCoordinator() {
        let coordinator = PaymentCoordinator(navigationController: navigationController, harbor: harbor, parentCoordinator: self)
        childCoordinators.append(coordinator)
        coordinator.start()
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
