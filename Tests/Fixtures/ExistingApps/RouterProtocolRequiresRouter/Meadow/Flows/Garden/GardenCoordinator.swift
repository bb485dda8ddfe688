// MARK: - GardenCoordinatorOutput

protocol GardenCoordinatorOutput: AnyObject {
    var onFinish: (() -> Void)? { get set }
}

// MARK: - GardenCoordinator

final class GardenCoordinator: Coordinator, GardenCoordinatorOutput {
    var onFinish: (() -> Void)?

    var children: [Coordinator] = []

    let router: Router
    private let modulesFactory: GardenModulesFactory

    init(router: Router, modulesFactory: GardenModulesFactory) {
        self.router = router
        self.modulesFactory = modulesFactory
    }

    func start() {
        let module = modulesFactory.makeGarden()
        module.onFinish = { [weak self] in
            self?.onFinish?()
        }
        router.setRootModule(module)
    }
}
