protocol GalleryCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}

final class GalleryCoordinator: BaseCoordinator, GalleryCoordinatorOutput {
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
        let module = factory.makeGalleryModule()
        module.onPaint = { [weak self] in
            self?.runEaselFlow()
        }
        module.onFinish = { [weak self] in
            self?.finishFlow?()
        }
        router.setRootModule(module)
    }

    private func runEaselFlow() {
        let (coordinator, module) = coordinatorFactory.makeEaselCoordinatorBox()
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.router.dismissModule()
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        router.present(module)
        coordinator.start()
    }
}
