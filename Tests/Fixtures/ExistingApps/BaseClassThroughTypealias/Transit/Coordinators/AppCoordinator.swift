import UIKit

final class AppCoordinator: Coordinator {
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
        super.init()
    }

    override func start() {
        let tabs = MainTabsCoordinator()
        addChild(tabs)
        tabs.start()
        window.rootViewController = tabs.tabBarController
        window.makeKeyAndVisible()
    }
}
