final class AppCoordinator: Coordinator {
    var children: [Coordinator] = []

    let router: Router
    private let coordinatorsFactory: CoordinatorsFactory

    init(router: Router, coordinatorsFactory: CoordinatorsFactory) {
        self.router = router
        self.coordinatorsFactory = coordinatorsFactory
    }

    func start() {
        runHomeFlow()
    }

    private func runHomeFlow() {
        let coordinator = coordinatorsFactory.makeHome(with: router)
        coordinator.onFinish = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }
}
