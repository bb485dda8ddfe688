import UIKit

/// The app is its tabs: each tab's coordinator makes the navigation controller it shows, and the
/// protocol says nothing about it.
final class AppCoordinator: Coordinator {
    let tabBarController: UITabBarController
    private var aviaries: [Coordinator] = []

    init() {
        tabBarController = UITabBarController()
    }

    func start() {
        let finches = FinchesCoordinator()
        finches.start()
        let owls = OwlsCoordinator()
        owls.start()
        aviaries = [finches, owls]
        tabBarController.viewControllers = [finches.rootViewController, owls.rootViewController]
    }
}
