final class PlantsCoordinator: BaseCoordinator, CoordinatorOutput {
    var finishFlow: (() -> Void)?

    private let router: Routable
    private let screens: ScreenFactory
    private let flows: FlowFactory

    init(router: Routable, screens: ScreenFactory, flows: FlowFactory) {
        self.router = router
        self.screens = screens
        self.flows = flows
    }

    override func start() {
        let module = screens.makePlantsModule()
        module.onFinish = { [weak self] in
            self?.finishFlow?()
        }
        router.setRootModule(module)
    }

    func startWateringFlow() {
        let coordinator = flows.makeWateringFlow(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.router.popModule()
            self?.free(coordinator)
        }
        store(coordinator)
        coordinator.start()
    }
}
