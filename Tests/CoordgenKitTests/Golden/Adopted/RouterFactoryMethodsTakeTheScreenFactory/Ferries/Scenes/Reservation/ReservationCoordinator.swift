import UIKit

/// Runs the Reservation flow.
final class ReservationCoordinator: BaseCoordinator {
    private let router: AppRouter
    private let moduleFactory: ModuleFactory
    private let coordinatorFactory: CoordinatorFactory

    init(router: AppRouter, moduleFactory: ModuleFactory, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.moduleFactory = moduleFactory
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
            self?.router.popModule(animated: true)
            self?.finishFlow?()
        }
        router.push(viewController)
    }

    private func makeFirstScreen() -> ReservationViewController {
        moduleFactory.makeReservationModule()
    }

    /// Starts the Payment flow as a child of this coordinator; it is released when the flow ends.
    func runPaymentFlow() {
        let coordinator = coordinatorFactory.makePaymentCoordinator(router: router, moduleFactory: moduleFactory)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }

    /// Pushes the Receipt screen.
    func pushToReceipt() {
        let viewController = moduleFactory.makeReceiptModule()
        viewController.onFinish = { [weak self] in
            self?.router.popModule(animated: true)
        }
        router.push(viewController)
    }
}
