// MARK: - PondCoordinatorOutput

protocol PondCoordinatorOutput: AnyObject {
    var onFinish: (() -> Void)? { get set }
}

// MARK: - PondCoordinator

final class PondCoordinator: Coordinator, PondCoordinatorOutput {
    var onFinish: (() -> Void)?

    var children: [Coordinator] = []

    let router: Router
    private let modulesFactory: PondModulesFactory

    init(router: Router, modulesFactory: PondModulesFactory) {
        self.router = router
        self.modulesFactory = modulesFactory
    }

    func start() {
        let module = modulesFactory.makePond()
        module.onFinish = { [weak self] in
            self?.onFinish?()
        }
        router.setRootModule(module)
    }
}
