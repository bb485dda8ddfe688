// MARK: - HomeCoordinatorOutput

protocol HomeCoordinatorOutput: AnyObject {
    var onFinish: (() -> Void)? { get set }
}

// MARK: - HomeCoordinator

final class HomeCoordinator: Coordinator, HomeCoordinatorOutput {
    var onFinish: (() -> Void)?

    var children: [Coordinator] = []

    let router: Router
    private let modulesFactory: HomeModulesFactory
    private let coordinatorsFactory: CoordinatorsFactory

    init(router: Router, modulesFactory: HomeModulesFactory, coordinatorsFactory: CoordinatorsFactory) {
        self.router = router
        self.modulesFactory = modulesFactory
        self.coordinatorsFactory = coordinatorsFactory
    }

    func start() {
        let module = modulesFactory.makeHome()
        module.onNext = { [weak self] in
            self?.runGardenFlow()
        }
        module.onOther = { [weak self] in
            self?.runPondFlow()
        }
        module.onFinish = { [weak self] in
            self?.onFinish?()
        }
        router.setRootModule(module)
    }

    private func runGardenFlow() {
        let coordinator = coordinatorsFactory.makeGarden(with: router)
        coordinator.onFinish = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }

    private func runPondFlow() {
        let coordinator = coordinatorsFactory.makePond(with: router)
        coordinator.onFinish = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }
}
