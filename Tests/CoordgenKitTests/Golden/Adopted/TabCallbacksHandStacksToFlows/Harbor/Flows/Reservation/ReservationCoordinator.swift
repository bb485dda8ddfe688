import UIKit

/// Runs the Reservation flow.
final class ReservationCoordinator: BaseCoordinator {
    var finishFlow: (() -> Void)?

    private let router: Router

    init(router: Router) {
        self.router = router
    }

    override func start() {
        showReservation()
    }

    /// Starts the flow as the whole navigation stack, as the app's first flows do.
    func startAsRoot() {
        let viewController = makeFirstScreen()
        viewController.onFinish = { [weak self] in
            self?.finishFlow?()
        }
        router.setRootModule(viewController)
    }

    func showReservation() {
        let viewController = makeFirstScreen()
        viewController.onFinish = { [weak self] in
            self?.router.popModule(animated: true)
        }
        // The flow ends when its first screen leaves the stack: through onFinish, Back or a swipe.
        router.push(viewController, animated: true) { [weak self] in
            self?.finishFlow?()
        }
    }

    private func makeFirstScreen() -> ReservationViewController {
        ReservationViewController()
    }

    /// Starts the Payment flow as a child of this coordinator; it is released when the flow ends.
    func openPaymentCoordinator() {
        let coordinator = PaymentCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }

    /// Pushes the Receipt screen.
    func pushToReceipt() {
        let viewController = ReceiptViewController()
        viewController.onFinish = { [weak self] in
            self?.router.popModule(animated: true)
        }
        router.push(viewController)
    }
}
