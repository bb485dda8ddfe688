final class BoatsCoordinator: Coordinator, BoatsCoordinatorOutput {
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
        start(with: nil)
    }

    func start(with option: DeepLink?) {
        let module = factory.makeBoatsModule()
        module.onSelect = { [weak self] in
            self?.runDocksFlow(with: nil)
        }
        module.onFinish = { [weak self] in
            self?.finishFlow?()
        }
        router.setRootModule(module)
        if case .dock = option {
            runDocksFlow(with: option)
        }
    }

    private func runDocksFlow(with option: DeepLink?) {
        let coordinator = coordinatorFactory.makeDocksCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start(with: option)
    }
}
