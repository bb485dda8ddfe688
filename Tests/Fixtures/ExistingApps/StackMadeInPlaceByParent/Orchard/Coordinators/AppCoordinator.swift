import UIKit

final class AppCoordinator: BaseCoordinator {
    private let window: UIWindow
    // Made in place, its type never written: the stack every flow of the root is handed.
    private let navigationController = UINavigationController()

    init(window: UIWindow) {
        self.window = window
    }

    override func start() {
        let trees = TreesCoordinator(navigationController: navigationController)
        attach(trees)
        trees.start()
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }
}
