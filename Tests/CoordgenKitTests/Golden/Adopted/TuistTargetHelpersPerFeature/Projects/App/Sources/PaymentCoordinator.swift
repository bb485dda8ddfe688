import UIKit
import Navigation
import Orchard
import Basket

/// Runs the Payment flow, presented modally in its own navigation controller.
final class PaymentCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []

    /// The navigation controller that presents this flow; the flow's own screens live in
    /// `navigationController`, a new stack.
    private let presentingNavigationController: UINavigationController

    init(navigationController: UINavigationController) {
        presentingNavigationController = navigationController
        self.navigationController = UINavigationController()
        // The flow ends through ``, never by a swipe that would leave this coordinator behind.
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

    /// Dismisses the flow's screens.
    private func close() {
        // Only when the flow is still on screen: dismissing a controller that presents nothing would
        // dismiss that controller itself.
        if presentingNavigationController.presentedViewController === navigationController {
            presentingNavigationController.dismiss(animated: true)
        }
    }
}
