//___FILEHEADER___

import UIKit

/// What the Home flow offers to the rest of the app.
@MainActor
protocol HomeCoordinatorProtocol: Coordinator, CoordinatorFinishOutput {
    /// Shows the first screen of the flow.
    func showHome()
}

/// Runs the Home flow.
final class HomeCoordinator: BaseCoordinator, HomeCoordinatorProtocol {
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
        showHome()
    }

    /// Starts the flow as the whole navigation stack, as the app's first flows do.
    func startAsRoot() {
        let viewController = makeFirstScreen()
        viewController.onFinish = { [weak self] in
            self?.onFinish?()
        }
        router.setRoot(viewController)
    }

    func showHome() {
        let viewController = makeFirstScreen()
        viewController.onFinish = { [weak self] in
            self?.router.pop(animated: true)
        }
        // The flow ends when its first screen leaves the stack: through onFinish, Back or a swipe.
        router.push(viewController, animated: true) { [weak self] in
            self?.onFinish?()
        }
    }

    private func makeFirstScreen() -> HomeViewController {
        factory.makeHomeViewController()
    }
}
