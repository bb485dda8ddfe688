import UIKit

final class CometsCoordinator: Coordinator {
    let rootViewController: UINavigationController

    init() {
        rootViewController = UINavigationController()
    }

    func start() {
        let screen = CometsViewController()
        screen.tabBarItem = UITabBarItem(title: "Comets", image: nil, selectedImage: nil)
        rootViewController.setViewControllers([screen], animated: false)
    }
}
