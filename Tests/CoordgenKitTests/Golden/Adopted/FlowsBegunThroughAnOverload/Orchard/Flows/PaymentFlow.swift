import UIKit

/// Runs the Payment flow, presented modally in its own navigation controller.
final class PaymentFlow: PageFlow {
    var navigationController: OrchardNavigationController

    /// The navigation controller that presents this flow; the flow's own screens live in
    /// `navigationController`, a new stack.
    private let presentingNavigationController: OrchardNavigationController

    init(navigationController: OrchardNavigationController) {
        presentingNavigationController = navigationController
        self.navigationController = OrchardNavigationController()
        // The flow ends through ``, never by a swipe that would leave this coordinator behind.
        self.navigationController.isModalInPresentation = true
    }

    func begin() {
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

    /// Dismisses the flow's screens.
    private func close() {
        // Only when the flow is still on screen: dismissing a controller that presents nothing would
        // dismiss that controller itself.
        if presentingNavigationController.presentedViewController === navigationController {
            presentingNavigationController.dismiss(animated: true)
        }
    }
}
