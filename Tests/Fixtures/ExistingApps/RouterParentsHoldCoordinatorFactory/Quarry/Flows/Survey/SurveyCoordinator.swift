final class SurveyCoordinator: BaseCoordinator, SurveyCoordinatorOutput {
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
        let module = factory.makeSurveyModule()
        module.onSample = { [weak self] in
            self?.runSampleFlow()
        }
        module.onFinish = { [weak self] in
            self?.finishFlow?()
        }
        router.setRootModule(module)
    }

    private func runSampleFlow() {
        let (coordinator, module) = coordinatorFactory.makeSampleCoordinatorBox()
        coordinator.finishFlow = { [weak self, weak coordinator] label in
            self?.router.dismissModule()
            self?.removeDependency(coordinator)
            if let label {
                self?.showLabel(label)
            }
        }
        addDependency(coordinator)
        router.present(module)
        coordinator.start()
    }

    private func showLabel(_ label: String) {
        let module = factory.makeSurveyModule()
        module.title = label
        router.push(module)
    }
}
