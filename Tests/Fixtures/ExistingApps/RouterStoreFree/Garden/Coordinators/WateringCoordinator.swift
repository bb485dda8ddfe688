final class WateringCoordinator: BaseCoordinator, CoordinatorOutput {
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
        let module = screens.makeWateringModule()
        module.onFinish = { [weak self] in
            self?.finishFlow?()
        }
        router.setRootModule(module)
    }
}
