final class DocksCoordinator: Coordinator, DocksCoordinatorOutput {
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
        let module = factory.makeDocksModule()
        module.onFinish = { [weak self] in
            self?.router.popModule()
            self?.finishFlow?()
        }
        router.push(module)
    }
}
