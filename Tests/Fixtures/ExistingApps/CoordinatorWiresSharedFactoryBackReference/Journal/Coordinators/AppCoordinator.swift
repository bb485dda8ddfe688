import UIKit

/// Puts the tabs' flows in the window; it is no flow itself.
final class AppCoordinator {
    let window: UIWindow
    let tabController: UITabBarController

    private var coordinators: [Coordinator] = []

    init(_ window: UIWindow) {
        self.window = window
        tabController = UITabBarController()
        coordinators = [
            CoordinatorFactory.makeFeedCoordinator(),
            CoordinatorFactory.makeNotesCoordinator(),
        ]
        tabController.viewControllers = coordinators.map { $0.navigationController }
        window.rootViewController = tabController
        window.makeKeyAndVisible()
    }

    func start() {
        coordinators.forEach { $0.start() }
    }
}
