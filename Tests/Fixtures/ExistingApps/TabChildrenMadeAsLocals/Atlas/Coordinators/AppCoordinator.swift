import UIKit

final class AppCoordinator: Coordinator {
    private let window: UIWindow
    private let services: Services

    init(window: UIWindow, services: Services) {
        self.window = window
        self.services = services
        super.init()
    }

    override func start() {
        let tabs = HomeTabsCoordinator(services: services)
        addChild(tabs)
        tabs.start()
        window.rootViewController = tabs.tabBarController
        window.makeKeyAndVisible()
    }
}
