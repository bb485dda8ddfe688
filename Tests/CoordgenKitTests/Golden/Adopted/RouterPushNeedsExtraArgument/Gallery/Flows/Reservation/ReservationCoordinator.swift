import UIKit

/// How the Reservation flow tells its parent that it is done.
protocol ReservationCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}

/// Runs the Reservation flow.
final class ReservationCoordinator: BaseCoordinator, ReservationCoordinatorOutput {
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
        router.setRootModule(viewController, animated: true)
    }

    func showReservation() {
        let viewController = makeFirstScreen()
        // The flow ends through onFinish: the app's router cannot report that a screen left the stack.
        viewController.onFinish = { [weak self] in
            self?.router.popModule(animated: true)
            self?.finishFlow?()
        }
        router.push(viewController, hideBar: false)
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
        router.push(viewController, hideBar: false)
    }
}
