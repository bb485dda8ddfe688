import UIKit

final class AppCoordinator: BaseCoordinator {
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    override func start() {
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        start(coordinator: TabsCoordinator())
    }
}
