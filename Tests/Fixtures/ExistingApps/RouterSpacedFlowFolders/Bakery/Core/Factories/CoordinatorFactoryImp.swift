final class CoordinatorFactoryImp: CoordinatorFactory {
    func makeOnboardingCoordinator(router: Router) -> Coordinator & OnboardingCoordinatorOutput {
        OnboardingCoordinator(router: router, factory: ModuleFactoryImp(), coordinatorFactory: self)
    }

    func makeOrderHistoryCoordinator(router: Router) -> Coordinator & OrderHistoryCoordinatorOutput {
        OrderHistoryCoordinator(router: router, factory: ModuleFactoryImp(), coordinatorFactory: self)
    }
}
