final class RootCoordinator: BaseCoordinator {
    private let router: Routable
    private let flows: FlowFactory

    init(router: Routable, flows: FlowFactory) {
        self.router = router
        self.flows = flows
    }

    override func start() {
        startPlantsFlow()
    }

    private func startPlantsFlow() {
        let coordinator = flows.makePlantsFlow(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.free(coordinator)
        }
        store(coordinator)
        coordinator.start()
    }
}
