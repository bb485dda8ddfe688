final class BooksCoordinator: BaseCoordinator, BooksCoordinatorOutput {
    var finishFlow: (() -> Void)?

    private let router: Router
    private let factory: ModuleFactory
    private let coordinatorFactory: CoordinatorFactory

    init(router: Router, factory: ModuleFactory, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.factory = factory
        self.coordinatorFactory = coordinatorFactory
    }

    override func start() {
        let module = factory.makeBooksModule()
        module.onFinish = { [weak self] in
            self?.finishFlow?()
        }
        router.setRootModule(module)
    }
}
