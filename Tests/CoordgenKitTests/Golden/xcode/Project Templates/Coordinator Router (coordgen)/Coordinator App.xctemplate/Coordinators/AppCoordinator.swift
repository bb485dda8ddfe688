//___FILEHEADER___

import UIKit

/// What the root flow offers. `coordgen new coordinator <Name> --parent App` adds its
/// `open<Name>Coordinator()` here.
@MainActor
protocol AppCoordinatorProtocol: Coordinator {}

/// The root of the coordinator tree: it chooses the first flow — onboarding on the first launch, then
/// home — and starts it as a child.
final class AppCoordinator: BaseCoordinator, AppCoordinatorProtocol {
    /// Where the app remembers that onboarding is done.
    static let onboardingCompletedKey = "onboardingCompleted"

    private let router: any RouterProtocol
    private let factory: any ViewControllerFactory
    private let coordinatorFactory: any CoordinatorFactory
    private let defaults: UserDefaults

    /// `factory` and `coordinatorFactory` default to the real ones, made here on the main actor: a
    /// default argument that called their initialisers would run outside it in Swift 5 mode.
    init(
        router: any RouterProtocol,
        factory: (any ViewControllerFactory)? = nil,
        coordinatorFactory: (any CoordinatorFactory)? = nil,
        defaults: UserDefaults = .standard
    ) {
        let factory = factory ?? DefaultViewControllerFactory()
        self.router = router
        self.factory = factory
        self.coordinatorFactory = coordinatorFactory ?? DefaultCoordinatorFactory(viewControllerFactory: factory)
        self.defaults = defaults
    }

    override func start() {
        if defaults.bool(forKey: Self.onboardingCompletedKey) {
            runHomeFlow()
        } else {
            runOnboardingFlow()
        }
    }

    private func runOnboardingFlow() {
        let coordinator = coordinatorFactory.makeOnboardingCoordinator(router: router)
        coordinator.onFinish = { [weak self, weak coordinator] in
            guard let self else { return }
            self.defaults.set(true, forKey: Self.onboardingCompletedKey)
            self.removeDependency(coordinator)
            self.runHomeFlow()
        }
        addDependency(coordinator)
        coordinator.startAsRoot()
    }

    private func runHomeFlow() {
        let coordinator = coordinatorFactory.makeHomeCoordinator(router: router)
        coordinator.onFinish = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.startAsRoot()
    }
}
