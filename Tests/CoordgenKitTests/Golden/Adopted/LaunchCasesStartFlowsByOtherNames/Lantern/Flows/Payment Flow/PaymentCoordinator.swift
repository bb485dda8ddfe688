import UIKit

/// How the Payment flow tells its parent that it is done.
protocol PaymentCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}

/// Runs the Payment flow, its first screen presented modally.
final class PaymentCoordinator: BaseCoordinator, PaymentCoordinatorOutput {
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
        showPayment()
    }

    /// Starts the flow as the whole navigation stack, as the app's first flows do.
    func startAsRoot() {
        let viewController = makeFirstScreen()
        viewController.onFinish = { [weak self] in
            self?.finishFlow?()
        }
        router.setRootModule(viewController)
    }

    func showPayment() {
        let viewController = makeFirstScreen()
        viewController.onFinish = { [weak self] in
            self?.router.dismissModule()
            self?.finishFlow?()
        }
        router.present(viewController)
    }

    private func makeFirstScreen() -> PaymentViewController {
        factory.makePaymentModule()
    }
}
