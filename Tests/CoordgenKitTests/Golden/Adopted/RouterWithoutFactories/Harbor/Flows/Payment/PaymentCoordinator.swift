import UIKit

/// Runs the Payment flow, its first screen presented modally.
final class PaymentCoordinator: BaseCoordinator, CoordinatorOutput {
    var finishFlow: (() -> Void)?

    private let router: Router
    private let services: HarborServices

    init(router: Router, services: HarborServices) {
        self.router = router
        self.services = services
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
        router.setRootModule(viewController, animated: true)
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
