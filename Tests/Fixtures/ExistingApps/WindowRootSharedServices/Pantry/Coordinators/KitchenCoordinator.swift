import UIKit

/// Handed the window: shows one tab per stack flow.
final class KitchenCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var didFinish: (() -> Void)?

    private let window: UIWindow
    private let services: AppServices

    init(window: UIWindow, services: AppServices) {
        self.window = window
        self.services = services
    }

    func start() {
        let tabs = UITabBarController()
        let recipesNavigation = UINavigationController()
        let recipes = RecipesCoordinator(
            navigationController: recipesNavigation,
            history: ScrollHistory(navigationController: recipesNavigation),
            services: services)
        addChildCoordinator(recipes)
        let shoppingNavigation = UINavigationController()
        let shopping = ShoppingCoordinator(
            navigationController: shoppingNavigation,
            history: ScrollHistory(navigationController: shoppingNavigation),
            services: services)
        addChildCoordinator(shopping)
        let settingsNavigation = UINavigationController()
        addChildCoordinator(SettingsCoordinator(navigationController: settingsNavigation, services: services))
        tabs.viewControllers = [recipesNavigation, shoppingNavigation, settingsNavigation]
        window.rootViewController = tabs
        for child in childCoordinators { child.start() }
    }
}
