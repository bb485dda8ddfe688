final class MooringsCoordinator: BaseCoordinator {
    private let router: Router
    private let factory: MooringsModuleFactory

    init(router: Router, factory: MooringsModuleFactory) {
        self.router = router
        self.factory = factory
    }

    override func start() {
        showMoorings()
    }

    private func showMoorings() {
        let (module, viewModel) = factory.makeMooringsModule()
        viewModel.onDone = { [weak self] in self?.router.popModule() }
        router.setRootModule(module)
    }
}
