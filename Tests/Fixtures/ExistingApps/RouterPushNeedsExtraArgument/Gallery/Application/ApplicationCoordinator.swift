final class ApplicationCoordinator: BaseCoordinator {
    private let router: Router
    private var isSignedIn = false

    init(router: Router) {
        self.router = router
    }

    override func start() {
        if isSignedIn {
            runCatalogFlow()
        } else {
            runLoginFlow()
        }
    }

    private func runLoginFlow() {
        let coordinator = LoginCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
            self?.isSignedIn = true
            self?.start()
        }
        addDependency(coordinator)
        coordinator.start()
    }

    private func runCatalogFlow() {
        let coordinator = CatalogCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }
}
