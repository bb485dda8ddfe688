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

    /// `viewControllerFactory` defaults to the real one, made here on the main actor: a default
    /// argument that called its initialiser would run outside it in Swift 5 mode.
    init(viewControllerFactory: (any ViewControllerFactory)? = nil) {
        self.viewControllerFactory = viewControllerFactory ?? DefaultViewControllerFactory()
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
