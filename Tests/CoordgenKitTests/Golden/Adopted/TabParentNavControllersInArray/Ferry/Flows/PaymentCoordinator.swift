import UIKit

/// Runs the Payment flow, presented modally in its own navigation controller.
final class PaymentCoordinator: Flowing {
    var finishFlow: (() -> Void)?
    let navigationController: HarborNavigationController
    let screenFactory: ScreenFactoryProtocol
    let router: Routing

    /// The navigation controller that presents this flow; the flow's own screens live in
    /// `navigationController`, a new stack.
    private let presentingNavigationController: HarborNavigationController

    init(screenFactory: ScreenFactoryProtocol, router: Routing, navigationController: HarborNavigationController) {
        self.screenFactory = screenFactory
        self.router = router
        presentingNavigationController = navigationController
        self.navigationController = HarborNavigationController()
        // The flow ends through `finishFlow?()`, never by a swipe that would leave this coordinator behind.
        self.navigationController.isModalInPresentation = true
    }

    func startFlow() {
        showPayment()
        presentingNavigationController.present(navigationController, animated: true)
    }

    func showPayment() {
        let viewController = PaymentViewController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
        navigationController.setViewControllers([viewController], animated: false)
    }

    /// Dismisses the flow's screens, then tells its parent through `finishFlow`.
    private func close() {
        // Only when the flow is still on screen: dismissing a controller that presents nothing would
        // dismiss that controller itself.
        if presentingNavigationController.presentedViewController === navigationController {
            presentingNavigationController.dismiss(animated: true)
        }
        finishFlow?()
    }
}
