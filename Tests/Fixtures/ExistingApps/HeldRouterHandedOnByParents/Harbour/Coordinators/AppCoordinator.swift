import Foundation

final class AppCoordinator: BaseCoordinator {
    private let router: Router

    init(router: Router) {
        self.router = router
    }

    override func start() {
        runBerthsFlow()
    }

    private func runBerthsFlow() {
        let coordinator = BerthsCoordinator(router: router, ledger: BerthLedger())
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }
}
