//___FILEHEADER___

import UIKit

/// What the ___VARIABLE_productName:identifier___ flow offers to the rest of the app.
@MainActor
protocol ___VARIABLE_productName:identifier___CoordinatorProtocol: Coordinator, CoordinatorFinishOutput {
    /// Shows the first screen of the flow.
    func show___VARIABLE_productName:identifier___()
}

/// Runs the ___VARIABLE_productName:identifier___ flow.
final class ___VARIABLE_productName:identifier___Coordinator: BaseCoordinator, ___VARIABLE_productName:identifier___CoordinatorProtocol {
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
        show___VARIABLE_productName:identifier___()
    }

    /// Starts the flow as the whole navigation stack, as the app's first flows do.
    func startAsRoot() {
        let viewController = makeFirstScreen()
        viewController.onFinish = { [weak self] in
            self?.onFinish?()
        }
        router.setRoot(viewController)
    }

    func show___VARIABLE_productName:identifier___() {
        let viewController = makeFirstScreen()
        viewController.onFinish = { [weak self] in
            self?.router.pop(animated: true)
        }
        // The flow ends when its first screen leaves the stack: through onFinish, Back or a swipe.
        router.push(viewController, animated: true) { [weak self] in
            self?.onFinish?()
        }
    }

    private func makeFirstScreen() -> ___VARIABLE_productName:identifier___ViewController {
        factory.make___VARIABLE_productName:identifier___ViewController()
    }
}
