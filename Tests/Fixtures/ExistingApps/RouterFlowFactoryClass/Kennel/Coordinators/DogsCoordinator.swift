protocol DogsCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}

final class DogsCoordinator: BaseCoordinator, DogsCoordinatorOutput {
    var finishFlow: (() -> Void)?

    private let router: Router
    private let screens: ScreenFactory
    private let flows: FlowFactory

    init(router: Router, screens: ScreenFactory, flows: FlowFactory) {
        self.router = router
        self.screens = screens
        self.flows = flows
    }

    override func start() {
        let screen = screens.makeDogsScreen()
        screen.onFinish = { [weak self] in
            self?.showWalksFlow()
        }
        router.setRootModule(screen)
    }

    private func showWalksFlow() {
        let coordinator = flows.makeWalksCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }
}
