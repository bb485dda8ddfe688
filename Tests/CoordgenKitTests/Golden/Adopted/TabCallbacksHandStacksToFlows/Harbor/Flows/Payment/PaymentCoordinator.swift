import UIKit

/// Runs the Payment flow, its first screen presented modally.
final class PaymentCoordinator: BaseCoordinator {
    var finishFlow: (() -> Void)?

    private let router: Router

    init(router: Router) {
        self.router = router
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
        PaymentViewController()
    }
}
