final class ApplicationCoordinator: BaseCoordinator {
    private let router: Router
    private let coordinatorFactory: CoordinatorFactory
    private var isSignedIn = false

    private var instructor: LaunchInstructor {
        LaunchInstructor.configure(isSignedIn: isSignedIn)
    }

    init(router: Router, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.coordinatorFactory = coordinatorFactory
    }

    override func start() {
        switch instructor {
        case .auth: runSignInFlow()
        case .books: runBooksFlow()
        }
    }

    private func runSignInFlow() {
        let coordinator = coordinatorFactory.makeAuthCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.isSignedIn = true
            self?.removeDependency(coordinator)
            self?.start()
        }
        addDependency(coordinator)
        coordinator.start()
    }

    private func runBooksFlow() {
        let coordinator = coordinatorFactory.makeBooksCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }
}

/// The flow the app opens with, decided at each start.
private enum LaunchInstructor {
    case auth, books

    static func configure(isSignedIn: Bool) -> LaunchInstructor {
        isSignedIn ? .books : .auth
    }
}
