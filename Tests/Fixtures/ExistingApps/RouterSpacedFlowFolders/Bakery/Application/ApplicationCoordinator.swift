final class ApplicationCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    private let router: Router
    private let coordinatorFactory: CoordinatorFactory
    private var hasSeenOnboarding = false

    init(router: Router, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.coordinatorFactory = coordinatorFactory
    }

    func start() {
        if hasSeenOnboarding {
            runOrderHistoryFlow()
        } else {
            runOnboardingFlow()
        }
    }

    private func runOnboardingFlow() {
        let coordinator = coordinatorFactory.makeOnboardingCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.hasSeenOnboarding = true
            self?.removeDependency(coordinator)
            self?.start()
        }
        addDependency(coordinator)
        coordinator.start()
    }

    private func runOrderHistoryFlow() {
        let coordinator = coordinatorFactory.makeOrderHistoryCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }
}
