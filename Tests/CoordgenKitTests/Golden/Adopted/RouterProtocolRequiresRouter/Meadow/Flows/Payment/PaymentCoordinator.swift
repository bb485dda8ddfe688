import UIKit

/// How the Payment flow tells its parent that it is done.
protocol PaymentCoordinatorOutput: AnyObject {
    var onFinish: (() -> Void)? { get set }
}

/// Runs the Payment flow, its first screen presented modally.
final class PaymentCoordinator: Coordinator, PaymentCoordinatorOutput {
    var onFinish: (() -> Void)?

    var children: [Coordinator] = []

    let router: Router
    private let modulesFactory: PaymentModulesFactory
    private let coordinatorsFactory: CoordinatorsFactory

    init(router: Router, modulesFactory: PaymentModulesFactory, coordinatorsFactory: CoordinatorsFactory) {
        self.router = router
        self.modulesFactory = modulesFactory
        self.coordinatorsFactory = coordinatorsFactory
    }

    func start() {
        showPayment()
    }

    /// Starts the flow as the whole navigation stack, as the app's first flows do.
    func startAsRoot() {
        let viewController = makeFirstScreen()
        viewController.onFinish = { [weak self] in
            self?.onFinish?()
        }
        router.setRootModule(viewController)
    }

    func showPayment() {
        let viewController = makeFirstScreen()
        viewController.onFinish = { [weak self] in
            self?.router.dismissModule(animated: true)
            self?.onFinish?()
        }
        router.present(viewController)
    }

    private func makeFirstScreen() -> PaymentViewController {
        modulesFactory.makePayment()
    }
}
