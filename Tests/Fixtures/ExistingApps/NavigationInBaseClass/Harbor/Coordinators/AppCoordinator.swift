import UIKit

final class AppCoordinator: BaseCoordinator {
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    override func start() {
        let navigationController = UINavigationController()
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        let docks = DocksCoordinator(navigationController: navigationController)
        addChild(docks)
        docks.start()
    }
}
