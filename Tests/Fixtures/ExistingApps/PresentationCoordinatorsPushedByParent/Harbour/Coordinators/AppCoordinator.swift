import UIKit

final class AppCoordinator: NavigationCoordinator {
    var childCoordinators: [Coordinator] = []
    let navigator: Navigating
    let rootViewController: UINavigationController

    init() {
        let navigationController = UINavigationController()
        navigator = Navigator(navigationController: navigationController)
        rootViewController = navigationController
    }

    func start() {
        pushCoordinator(DockCoordinator(), animated: false)
    }

    func showPier() {
        pushCoordinator(PierCoordinator(), animated: true)
    }
}
