final class TidesCoordinator: BaseCoordinator {
    private let router: Router
    private let factory: TidesModuleFactory

    init(router: Router, factory: TidesModuleFactory) {
        self.router = router
        self.factory = factory
    }

    override func start() {
        showTides()
    }

    private func showTides() {
        let (module, viewModel) = factory.makeTidesModule()
        viewModel.onDone = { [weak self] in self?.router.popModule() }
        router.setRootModule(module)
    }
}
