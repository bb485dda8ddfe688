import UIKit

/// Runs the Reservation flow.
final class ReservationCoordinator: BaseCoordinator {
    var finishFlow: (() -> Void)?

    private let router: Router
    private let factory: ModuleFactory
    private let coordinatorFactory: CoordinatorFactory

    init(router: Router, factory: ModuleFactory, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.factory = factory
        self.coordinatorFactory = coordinatorFactory
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
        factory.makeReservationModule()
    }

    /// Starts the Payment flow as a child of this coordinator; it is released when the flow ends.
    func runPaymentFlow() {
        let coordinator = coordinatorFactory.makePaymentCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }

    /// Pushes the Receipt screen.
    func pushToReceipt() {
        let viewController = factory.makeReceiptModule()
        viewController.onFinish = { [weak self] in
            self?.router.popModule()
        }
        router.push(viewController)
    }
}
