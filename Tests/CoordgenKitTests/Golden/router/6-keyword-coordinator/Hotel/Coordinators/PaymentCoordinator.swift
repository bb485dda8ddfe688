//
//  PaymentCoordinator.swift
//  Hotel
//
//  Copyright © Example Inc.
//

import UIKit

/// What the Payment flow offers to the rest of the app.
@MainActor
protocol PaymentCoordinatorProtocol: Coordinator, CoordinatorFinishOutput {
    /// Shows the first screen of the flow.
    func showPayment()

    /// Starts the Default flow as a child of this coordinator; it is released when the flow ends.
    func openDefaultCoordinator()
}

/// Runs the Payment flow, its first screen presented modally.
final class PaymentCoordinator: BaseCoordinator, PaymentCoordinatorProtocol {
    var onFinish: (() -> Void)?

    private let router: any RouterProtocol
    private let factory: any ViewControllerFactory
    private let coordinatorFactory: any CoordinatorFactory

    init(router: any RouterProtocol, factory: any ViewControllerFactory, coordinatorFactory: any CoordinatorFactory) {
        self.router = router
        self.factory = factory
        self.coordinatorFactory = coordinatorFactory
    }

    override func start() {
        showPayment()
    }

    /// Starts the flow as the whole navigation stack, as the app's first flows do.
    func startAsRoot() {
        let viewController = makeFirstScreen()
        viewController.onFinish = { [weak self] in
            self?.onFinish?()
        }
        router.setRoot(viewController)
    }

    func showPayment() {
        let viewController = makeFirstScreen()
        viewController.onFinish = { [weak self] in
            self?.router.dismiss(animated: true)
            self?.onFinish?()
        }
        router.present(viewController)
    }

    private func makeFirstScreen() -> PaymentViewController {
        factory.makePaymentViewController()
    }

    /// Starts the Default flow as a child of this coordinator; it is released when the flow ends.
    func openDefaultCoordinator() {
        let coordinator = coordinatorFactory.makeDefaultCoordinator(router: router)
        coordinator.onFinish = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }
}
