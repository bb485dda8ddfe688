import Foundation

protocol AppCoordinatorFactoryProtocol {
    func makeAccountsCoordinator(router: NavigationRoutable) -> AccountsCoordinator
    func makeTransfersCoordinator(router: NavigationRoutable) -> TransfersCoordinator
}

final class AppCoordinatorFactory: AppCoordinatorFactoryProtocol {
    private let modulesFactory = ModulesFactory()

    func makeAccountsCoordinator(router: NavigationRoutable) -> AccountsCoordinator {
        AccountsCoordinator(router: router, factory: modulesFactory)
    }

    func makeTransfersCoordinator(router: NavigationRoutable) -> TransfersCoordinator {
        TransfersCoordinator(router: router, factory: modulesFactory)
    }
}
