final class ApplicationCoordinator: BaseCoordinator {
    private let router: Router
    private let coordinatorFactory: CoordinatorFactory
    private var isSignedIn = false

    init(router: Router, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.coordinatorFactory = coordinatorFactory
    }

    override func start(with option: DeepLinkOption?) {
        if let option {
            switch option {
            case .signIn: runAuthFlow()
            case .parcel: runParcelsFlow(with: option)
            }
        } else if isSignedIn {
            runParcelsFlow(with: nil)
        } else {
            runAuthFlow()
        }
    }

    private func runAuthFlow() {
        let coordinator = coordinatorFactory.makeAuthCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.isSignedIn = true
            self?.removeDependency(coordinator)
            self?.start()
        }
        addDependency(coordinator)
        coordinator.start()
    }

    private func runParcelsFlow(with option: DeepLinkOption?) {
        let coordinator = coordinatorFactory.makeParcelsCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start(with: option)
    }
}
