import UIKit

final class AppCoordinator: Coordinator {
    private let window: UIWindow

    override var type: CoordinatorType { .app }

    init(window: UIWindow) {
        self.window = window
        super.init(navigationController: UINavigationController())
    }

    override func start() {
        showTrees()
    }

    private func showTrees() {
        let navigationController = UINavigationController()
        let coordinator = TreesCoordinator(navigationController: navigationController)
        coordinator.finishDelegate = self
        addChildCoordinator(coordinator)
        coordinator.start()
        window.rootViewController = navigationController
    }
}

extension AppCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: CoordinatorProtocol) {
        removeChildCoordinator(childCoordinator)
    }
}
