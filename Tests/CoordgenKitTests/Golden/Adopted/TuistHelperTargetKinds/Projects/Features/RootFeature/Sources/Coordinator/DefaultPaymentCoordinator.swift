import UIKit
import Core
import WelcomeFeature

/// Runs the Payment flow, presented modally in its own navigation controller.
final class DefaultPaymentCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType { .payment }

    /// The navigation controller that presents this flow; the flow's own screens live in
    /// `navigationController`, a new stack.
    private let presentingNavigationController: UINavigationController

    init(navigationController: UINavigationController) {
        presentingNavigationController = navigationController
        self.navigationController = UINavigationController()
        // The flow ends through `finish()`, never by a swipe that would leave this coordinator behind.
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

    /// Dismisses the flow's screens, then tells the finish delegate.
    private func close() {
        // Only when the flow is still on screen: dismissing a controller that presents nothing would
        // dismiss that controller itself.
        if presentingNavigationController.presentedViewController === navigationController {
            presentingNavigationController.dismiss(animated: true)
        }
        finish()
    }
}

extension DefaultPaymentCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: Coordinator) {
        // Only the finished child, by identity: its siblings keep running.
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}
