import UIKit

/// The app is its tabs: one coordinator per tab, each with a navigation controller of its own.
final class AppCoordinator: Coordinator {
    let tabBarController: UITabBarController
    private var tabs: [Coordinator] = []

    init() {
        tabBarController = UITabBarController()
    }

    func start() {
        let stars = StarsCoordinator()
        stars.start()
        let comets = CometsCoordinator()
        comets.start()
        tabs = [stars, comets]
        tabBarController.viewControllers = [stars.rootViewController, comets.rootViewController]
    }
}
