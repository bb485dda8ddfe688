import UIKit

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        let viewController = AppViewController()
        viewController.onExplore = { [weak self] in
            self?.startExplore()
        }
        navigationController.setViewControllers([viewController], animated: false)
    }

    private func startExplore() {
        let explore = ExploreCoordinator(navigationController: navigationController)
        explore.start()
        childCoordinators.append(explore)
    }
}
