import UIKit

/// Runs the Reservation flow.
final class ReservationCoordinator: Flowing {
    var finishFlow: (() -> Void)?
    let navigationController: HarborNavigationController
    let screenFactory: ScreenFactoryProtocol
    let router: Routing

    /// The screen that was on top before this flow started; finishing the flow returns to it.
    private weak var screenBeforeFlow: UIViewController?
    private var paymentCoordinator: PaymentCoordinator?

    init(screenFactory: ScreenFactoryProtocol, router: Routing, navigationController: HarborNavigationController) {
        self.screenFactory = screenFactory
        self.router = router
        self.navigationController = navigationController
    }

    func startFlow() {
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

    /// Takes the flow's screens off the stack, then tells its parent through `finishFlow`.
    private func close() {
        if let screenBeforeFlow {
            navigationController.popToViewController(screenBeforeFlow, animated: true)
        }
        finishFlow?()
    }

    /// Starts the Payment flow as a child of this coordinator.
    func openPaymentCoordinator() {
        let coordinator = PaymentCoordinator(screenFactory: screenFactory, router: router, navigationController: navigationController)
        coordinator.finishFlow = { [weak self] in
            self?.paymentCoordinator = nil
        }
        paymentCoordinator = coordinator
        coordinator.startFlow()
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
