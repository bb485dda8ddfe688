import UIKit

final class StarsCoordinator: Coordinator {
    let rootViewController: UINavigationController

    init() {
        rootViewController = UINavigationController()
    }

    func start() {
        let screen = StarsViewController()
        screen.tabBarItem = UITabBarItem(title: "Stars", image: nil, selectedImage: nil)
        rootViewController.setViewControllers([screen], animated: false)
    }
}
