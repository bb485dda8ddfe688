import UIKit

final class AppCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    private(set) var viewController: AppViewController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = AppViewController()
        viewController.onStones = { [weak self] in self?.showStones() }
        self.viewController = viewController
        navigationController.pushViewController(viewController, animated: false)
    }

    private func showStones() {
        let stones = StonesCoordinator(navigationController: navigationController)
        childCoordinators.append(stones)
        stones.start()
    }
}
