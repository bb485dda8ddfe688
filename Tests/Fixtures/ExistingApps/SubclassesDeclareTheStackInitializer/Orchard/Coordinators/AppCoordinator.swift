import UIKit

final class AppCoordinator: FlowCoordinator {
    private let window: UIWindow
    private let rootStack = UINavigationController()

    init(window: UIWindow) {
        self.window = window
    }

    override func start() {
        window.rootViewController = rootStack
        window.makeKeyAndVisible()
        let trees = TreesCoordinator(navigationController: rootStack)
        addChild(trees)
        trees.start()
    }
}
