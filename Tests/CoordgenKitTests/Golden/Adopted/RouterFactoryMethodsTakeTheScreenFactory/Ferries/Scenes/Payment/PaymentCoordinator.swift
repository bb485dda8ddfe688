import UIKit

/// Runs the Payment flow, its first screen presented modally.
final class PaymentCoordinator: BaseCoordinator {
    private let router: AppRouter
    private let moduleFactory: ModuleFactory
    private let coordinatorFactory: CoordinatorFactory

    init(router: AppRouter, moduleFactory: ModuleFactory, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.moduleFactory = moduleFactory
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
            self?.router.dismissModule(animated: true, completion: nil)
            self?.finishFlow?()
        }
        router.present(viewController)
    }

    private func makeFirstScreen() -> PaymentViewController {
        moduleFactory.makePaymentModule()
    }
}
