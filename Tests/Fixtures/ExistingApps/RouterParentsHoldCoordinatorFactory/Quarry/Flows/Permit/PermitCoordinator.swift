final class PermitCoordinator: BaseCoordinator, PermitCoordinatorOutput {
    var finishFlow: (() -> Void)?

    private let router: Router
    private let factory: ModuleFactory

    init(router: Router, factory: ModuleFactory) {
        self.router = router
        self.factory = factory
    }

    override func start() {
        let module = factory.makePermitModule()
        module.onFinish = { [weak self] in
            self?.finishFlow?()
        }
        router.setRootModule(module)
    }
}
