//
//  PaymentCoordinator.swift
//  Studio
//

import UIKit

/// Runs the Payment flow, presented modally in its own navigation controller.
final class PaymentCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    let navigator: AppNavigationController
    var childCoordinators: [Coordinator] = []
    let id = UUID()
    var type: CoordinatorType { .payment }

    /// The navigation controller that presents this flow; the flow's own screens live in
    /// `navigator`, a new stack.
    private let presentingNavigationController: AppNavigationController

    init(_ navigator: AppNavigationController) {
        presentingNavigationController = navigator
        self.navigator = AppNavigationController()
        // The flow ends through `finish()`, never by a swipe that would leave this coordinator behind.
        self.navigator.isModalInPresentation = true
    }

    func start() {
        showPayment()
        presentingNavigationController.present(navigator, animated: true)
    }

    func showPayment() {
        let viewController = PaymentController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
        navigator.setViewControllers([viewController], animated: false)
    }

    /// Dismisses the flow's screens, then tells the finish delegate.
    private func close() {
        // Only when the flow is still on screen: dismissing a controller that presents nothing would
        // dismiss that controller itself.
        if presentingNavigationController.presentedViewController === navigator {
            presentingNavigationController.dismiss(animated: true)
        }
        finish()
    }
}

extension PaymentCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: Coordinator) {
        // Only the finished child, by identity: its siblings keep running.
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}
