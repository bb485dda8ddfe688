import UIKit

/// Handed the window: makes a stack of its own and shows it as the window's root.
final class WelcomeCoordinator: StackCoordinator {
    var childCoordinators: [Coordinator] = []
    var didFinish: (() -> Void)?

    let navigationController: UINavigationController
    private let services: AppServices

    init(window: UIWindow, services: AppServices) {
        navigationController = UINavigationController()
        window.rootViewController = navigationController
        self.services = services
    }

    func start() {
        navigationController.pushViewController(WelcomeViewController(), animated: false)
    }
}
