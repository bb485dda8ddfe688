final class AuthCoordinator: BaseCoordinator, AuthCoordinatorOutput {
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
        showLogin()
    }

    private func showLogin() {
        let module = factory.makeAuthModule()
        module.onFinish = { [weak self] in
            self?.finishFlow?()
        }
        router.setRootModule(module)
    }
}
