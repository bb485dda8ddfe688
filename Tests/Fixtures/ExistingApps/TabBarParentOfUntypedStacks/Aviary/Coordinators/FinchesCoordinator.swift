import UIKit

final class FinchesCoordinator: Coordinator {
    var rootViewController = UINavigationController()

    func start() {
        let screen = FinchesViewController()
        screen.tabBarItem = UITabBarItem(title: "Finches", image: nil, selectedImage: nil)
        rootViewController.setViewControllers([screen], animated: false)
    }
}
