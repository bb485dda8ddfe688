import UIKit

/// The owls' tab is one screen: no navigation controller.
final class OwlsCoordinator: Coordinator {
    var rootViewController = UIViewController()

    func start() {
        rootViewController = OwlsViewController()
        rootViewController.tabBarItem = UITabBarItem(title: "Owls", image: nil, selectedImage: nil)
    }
}
