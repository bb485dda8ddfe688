import UIKit

final class CartCoordinatorImpl: CartCoordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .cart }
    private let modulesFactory: CartModulesFactory

    init(_ navigationController: UINavigationController, modulesFactory: CartModulesFactory) {
        self.navigationController = navigationController
        self.modulesFactory = modulesFactory
    }

    func start() {
        let screen = modulesFactory.makeCartSummary()
        screen.onSelect = { [weak self] in
            self?.finish()
        }
        navigationController.pushViewController(screen, animated: false)
    }
}
