import UIKit

/// How the Payment flow tells its parent that it is done.
protocol PaymentCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}

/// Runs the Payment flow, its first screen presented modally.
final class PaymentCoordinator: BaseCoordinator, PaymentCoordinatorOutput {
    var finishFlow: (() -> Void)?

    private let factory: PaymentModuleFactoryType
    private let router: Routable
    private let coordinatorFactory: CoordinatorFactoryType

    init(with factory: PaymentModuleFactoryType, router: Routable, coordinatorFactory: CoordinatorFactoryType) {
        self.factory = factory
        self.router = router
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
        router.setRoot(viewController)
    }

    func showPayment() {
        let viewController = makeFirstScreen()
        viewController.onFinish = { [weak self] in
            self?.router.dismiss(animated: true)
            self?.finishFlow?()
        }
        router.present(viewController)
    }

    private func makeFirstScreen() -> PaymentViewController {
        factory.makePaymentModule()
    }
}
