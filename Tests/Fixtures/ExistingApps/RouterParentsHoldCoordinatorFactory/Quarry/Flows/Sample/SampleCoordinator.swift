final class SampleCoordinator: BaseCoordinator, SampleCoordinatorOutput {
    var finishFlow: ((String?) -> Void)?

    private let router: Router
    private let factory: ModuleFactory

    init(router: Router, factory: ModuleFactory) {
        self.router = router
        self.factory = factory
    }

    override func start() {
        let module = factory.makeSampleModule()
        module.onFinish = { [weak self] in
            self?.finishFlow?("granite")
        }
        module.onPaint = { [weak self] in
            self?.finishFlow?(nil)
        }
        router.setRootModule(module)
    }
}
