import UIKit

/// How the Reservation flow tells its parent that it is done.
protocol ReservationCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}

/// Runs the Reservation flow.
final class ReservationCoordinator: BaseCoordinator, ReservationCoordinatorOutput {
    var finishFlow: (() -> Void)?

    private let factory: ReservationModuleFactoryType
    private let router: Routable
    private let coordinatorFactory: CoordinatorFactoryType

    init(with factory: ReservationModuleFactoryType, router: Routable, coordinatorFactory: CoordinatorFactoryType) {
        self.factory = factory
        self.router = router
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
        router.setRoot(viewController)
    }

    func showReservation() {
        let viewController = makeFirstScreen()
        // The flow ends through onFinish: the app's router cannot report that a screen left the stack.
        viewController.onFinish = { [weak self] in
            self?.router.pop(animated: true)
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
}
