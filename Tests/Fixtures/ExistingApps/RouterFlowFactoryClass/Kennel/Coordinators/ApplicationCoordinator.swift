final class ApplicationCoordinator: BaseCoordinator {
    private let router: Router
    private let flows: FlowFactory

    init(router: Router, flows: FlowFactory) {
        self.router = router
        self.flows = flows
    }

    override func start() {
        showDogsFlow()
    }

    private func showDogsFlow() {
        let coordinator = flows.makeDogsCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }
}
