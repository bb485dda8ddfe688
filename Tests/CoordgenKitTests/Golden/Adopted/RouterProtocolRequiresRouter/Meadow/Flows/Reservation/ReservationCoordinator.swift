import UIKit

/// How the Reservation flow tells its parent that it is done.
protocol ReservationCoordinatorOutput: AnyObject {
    var onFinish: (() -> Void)? { get set }
}

/// Runs the Reservation flow.
final class ReservationCoordinator: Coordinator, ReservationCoordinatorOutput {
    var onFinish: (() -> Void)?

    var children: [Coordinator] = []

    let router: Router
    private let modulesFactory: ReservationModulesFactory
    private let coordinatorsFactory: CoordinatorsFactory

    init(router: Router, modulesFactory: ReservationModulesFactory, coordinatorsFactory: CoordinatorsFactory) {
        self.router = router
        self.modulesFactory = modulesFactory
        self.coordinatorsFactory = coordinatorsFactory
    }

    func start() {
        showReservation()
    }

    /// Starts the flow as the whole navigation stack, as the app's first flows do.
    func startAsRoot() {
        let viewController = makeFirstScreen()
        viewController.onFinish = { [weak self] in
            self?.onFinish?()
        }
        router.setRootModule(viewController)
    }

    func showReservation() {
        let viewController = makeFirstScreen()
        // The flow ends through onFinish: the app's router cannot report that a screen left the stack.
        viewController.onFinish = { [weak self] in
            self?.router.popModule(animated: true)
            self?.onFinish?()
        }
        router.push(viewController)
    }

    private func makeFirstScreen() -> ReservationViewController {
        modulesFactory.makeReservation()
    }

    /// Starts the Payment flow as a child of this coordinator; it is released when the flow ends.
    func runPaymentFlow() {
        let coordinator = coordinatorsFactory.makePayment(router: router)
        coordinator.onFinish = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }

    /// Pushes the Receipt screen.
    func pushToReceipt() {
        let viewController = modulesFactory.makeReceipt()
        viewController.onFinish = { [weak self] in
            self?.router.popModule(animated: true)
        }
        router.push(viewController)
    }
}
