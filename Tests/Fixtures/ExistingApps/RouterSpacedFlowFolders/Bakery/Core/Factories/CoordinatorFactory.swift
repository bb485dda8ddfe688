protocol CoordinatorFactory {
    func makeOnboardingCoordinator(router: Router) -> Coordinator & OnboardingCoordinatorOutput
    func makeOrderHistoryCoordinator(router: Router) -> Coordinator & OrderHistoryCoordinatorOutput
}
