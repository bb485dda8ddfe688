protocol ModuleFactory {
    func makeOnboardingModule() -> OnboardingViewController
    func makeOrderHistoryModule() -> OrderHistoryViewController
}
