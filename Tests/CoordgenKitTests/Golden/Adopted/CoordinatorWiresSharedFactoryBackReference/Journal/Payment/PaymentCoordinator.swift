import UIKit

/// Runs the Payment flow, presented modally in its own navigation controller.
final class PaymentCoordinator: Coordinator {
    var onComplete: ((Coordinator) -> Void)?
    let navigationController: UINavigationController

    /// The navigation controller that presents this flow; the flow's own screens live in
    /// `navigationController`, a new stack.
    private let presentingNavigationController: UINavigationController

    init(navigationController: UINavigationController) {
        presentingNavigationController = navigationController
        self.navigationController = UINavigationController()
        // The flow ends through `onComplete?(self)`, never by a swipe that would leave this coordinator behind.
        self.navigationController.isModalInPresentation = true
    }

    func start() {
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

    /// Dismisses the flow's screens, then tells its parent through `onComplete`.
    private func close() {
        // Only when the flow is still on screen: dismissing a controller that presents nothing would
        // dismiss that controller itself.
        if presentingNavigationController.presentedViewController === navigationController {
            presentingNavigationController.dismiss(animated: true)
        }
        onComplete?(self)
    }
}
