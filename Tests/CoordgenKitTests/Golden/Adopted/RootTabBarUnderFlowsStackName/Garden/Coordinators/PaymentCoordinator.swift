//
//  PaymentCoordinator.swift
//  Garden
//

import UIKit
import StageKit

/// Runs the Payment flow, presented modally in its own navigation controller.
@MainActor
final class PaymentCoordinator: Coordinator {
    var hostController: UINavigationController
    var childCoordinators: [Coordinator] = []

    /// The navigation controller that presents this flow; the flow's own screens live in
    /// `hostController`, a new stack.
    private let presentingNavigationController: UINavigationController

    init(hostController: UINavigationController) {
        presentingNavigationController = hostController
        self.hostController = UINavigationController()
        // The flow ends through ``, never by a swipe that would leave this coordinator behind.
        self.hostController.isModalInPresentation = true
    }

    func start() {
        showPayment()
        presentingNavigationController.present(hostController, animated: true)
    }

    func showPayment() {
        let viewController = PaymentViewController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
        hostController.setViewControllers([viewController], animated: false)
    }

    /// Dismisses the flow's screens.
    private func close() {
        // Only when the flow is still on screen: dismissing a controller that presents nothing would
        // dismiss that controller itself.
        if presentingNavigationController.presentedViewController === hostController {
            presentingNavigationController.dismiss(animated: true)
        }
    }
}
