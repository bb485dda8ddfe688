import Foundation

final class AppCoordinator: BaseCoordinator {
    private let router: NavigationRoutable
    private let factory: AppCoordinatorFactoryProtocol

    init(router: NavigationRoutable, factory: AppCoordinatorFactoryProtocol) {
        self.router = router
        self.factory = factory
    }

    override func start() {
        runAccountsFlow()
    }

    private func runAccountsFlow() {
        let coordinator = factory.makeAccountsCoordinator(router: router)
        coordinator.onTransfer = { [weak self] in
            self?.runTransfersFlow()
        }
        addChildCoordinator(coordinator)
        coordinator.start()
    }

    private func runTransfersFlow() {
        let coordinator = factory.makeTransfersCoordinator(router: router)
        coordinator.onDone = { [weak self, weak coordinator] in
            self?.removeChildCoordinator(coordinator)
        }
        addChildCoordinator(coordinator)
        coordinator.start()
    }
}
