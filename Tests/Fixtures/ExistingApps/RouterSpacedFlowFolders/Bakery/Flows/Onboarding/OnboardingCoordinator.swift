final class OnboardingCoordinator: Coordinator, OnboardingCoordinatorOutput {
    var finishFlow: (() -> Void)?
    var childCoordinators: [Coordinator] = []

    private let router: Router
    private let factory: ModuleFactory
    private let coordinatorFactory: CoordinatorFactory

    init(router: Router, factory: ModuleFactory, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.factory = factory
        self.coordinatorFactory = coordinatorFactory
    }

    func start() {
        let module = factory.makeOnboardingModule()
        module.onFinish = { [weak self] in
            self?.finishFlow?()
        }
        router.setRootModule(module)
    }
}
