import UIKit

/// How the Reservation flow tells its parent that it is done.
protocol ReservationCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}

/// Runs the Reservation flow.
final class ReservationCoordinator: BaseCoordinator, ReservationCoordinatorOutput {
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
        viewController.onFinish = { [weak self] in
            self?.router.popModule(animated: true)
        }
        // The flow ends when its first screen leaves the stack: through onFinish, Back or a swipe.
        router.push(viewController, animated: true) { [weak self] in
            self?.finishFlow?()
        }
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
            self?.router.popModule(animated: true)
        }
        router.push(viewController)
    }
}
