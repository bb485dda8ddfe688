final class ModuleFactoryImp: ModuleFactory {
    func makeOnboardingModule() -> OnboardingViewController {
        OnboardingViewController()
    }

    func makeOrderHistoryModule() -> OrderHistoryViewController {
        OrderHistoryViewController()
    }
}
