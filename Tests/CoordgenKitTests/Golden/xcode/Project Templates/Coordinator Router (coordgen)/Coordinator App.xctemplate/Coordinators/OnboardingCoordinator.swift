//___FILEHEADER___

import UIKit

/// What the Onboarding flow offers to the rest of the app.
@MainActor
protocol OnboardingCoordinatorProtocol: Coordinator, CoordinatorFinishOutput {
    /// Shows the first screen of the flow.
    func showOnboarding()
}

/// Runs the Onboarding flow.
final class OnboardingCoordinator: BaseCoordinator, OnboardingCoordinatorProtocol {
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
        showOnboarding()
    }

    /// Starts the flow as the whole navigation stack, as the app's first flows do.
    func startAsRoot() {
        let viewController = makeFirstScreen()
        viewController.onFinish = { [weak self] in
            self?.onFinish?()
        }
        router.setRoot(viewController)
    }

    func showOnboarding() {
        let viewController = makeFirstScreen()
        viewController.onFinish = { [weak self] in
            self?.router.pop(animated: true)
        }
        // The flow ends when its first screen leaves the stack: through onFinish, Back or a swipe.
        router.push(viewController, animated: true) { [weak self] in
            self?.onFinish?()
        }
    }

    private func makeFirstScreen() -> OnboardingViewController {
        factory.makeOnboardingViewController()
    }
}
