//___FILEHEADER___

/// Builds every coordinator, with the factories it needs, so a parent only says which flow to start.
/// `coordgen new coordinator` adds a method here.
@MainActor
protocol CoordinatorFactory {
    /// The Onboarding flow, showing its screens through `router`.
    func makeOnboardingCoordinator(router: any RouterProtocol) -> OnboardingCoordinator
    /// The Home flow, showing its screens through `router`.
    func makeHomeCoordinator(router: any RouterProtocol) -> HomeCoordinator
}

/// Builds the real coordinators.
final class DefaultCoordinatorFactory: CoordinatorFactory {
    private let viewControllerFactory: any ViewControllerFactory

    init(viewControllerFactory: any ViewControllerFactory = DefaultViewControllerFactory()) {
        self.viewControllerFactory = viewControllerFactory
    }

    /// The Onboarding flow, showing its screens through `router`.
    func makeOnboardingCoordinator(router: any RouterProtocol) -> OnboardingCoordinator {
        OnboardingCoordinator(router: router, factory: viewControllerFactory, coordinatorFactory: self)
    }

    /// The Home flow, showing its screens through `router`.
    func makeHomeCoordinator(router: any RouterProtocol) -> HomeCoordinator {
        HomeCoordinator(router: router, factory: viewControllerFactory, coordinatorFactory: self)
    }
}
