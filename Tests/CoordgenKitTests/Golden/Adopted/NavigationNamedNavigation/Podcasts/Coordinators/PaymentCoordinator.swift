//
//  PaymentCoordinator.swift
//  Podcasts
//

import UIKit

/// Runs the Payment flow, presented modally in its own navigation controller.
final class PaymentCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigation: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .payment }

    /// The navigation controller that presents this flow; the flow's own screens live in
    /// `navigation`, a new stack.
    private let presentingNavigationController: UINavigationController

    init(navigation: UINavigationController) {
        presentingNavigationController = navigation
        self.navigation = UINavigationController()
        // The flow ends through `finish()`, never by a swipe that would leave this coordinator behind.
        self.navigation.isModalInPresentation = true
    }

    func start() {
        showPayment()
        presentingNavigationController.present(navigation, animated: true)
    }

    func showPayment() {
        let viewController = PaymentViewController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
        navigation.setViewControllers([viewController], animated: false)
    }

    /// Dismisses the flow's screens, then tells the finish delegate.
    private func close() {
        // Only when the flow is still on screen: dismissing a controller that presents nothing would
        // dismiss that controller itself.
        if presentingNavigationController.presentedViewController === navigation {
            presentingNavigationController.dismiss(animated: true)
        }
        finish()
    }
}

extension PaymentCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: any Coordinator) {
        // Only the finished child, by identity: its siblings keep running.
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}
