import UIKit

/// Runs the Reservation flow.
final class ReservationCoordinator: BaseCoordinator, CoordinatorOutput {
    var finishFlow: (() -> Void)?

    private let router: Routable
    private let screens: ScreenFactory
    private let flows: FlowFactory

    init(router: Routable, screens: ScreenFactory, flows: FlowFactory) {
        self.router = router
        self.screens = screens
        self.flows = flows
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
        // The flow ends through onFinish: the app's router cannot report that a screen left the stack.
        viewController.onFinish = { [weak self] in
            self?.router.popModule()
            self?.finishFlow?()
        }
        router.push(viewController)
    }

    private func makeFirstScreen() -> ReservationViewController {
        screens.makeReservationModule()
    }

    /// Starts the Payment flow as a child of this coordinator; it is released when the flow ends.
    func startPaymentFlow() {
        let coordinator = flows.makePaymentFlow(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.free(coordinator)
        }
        store(coordinator)
        coordinator.start()
    }

    /// Pushes the Receipt screen.
    func pushToReceipt() {
        let viewController = screens.makeReceiptModule()
        viewController.onFinish = { [weak self] in
            self?.router.popModule()
        }
        router.push(viewController)
    }
}
