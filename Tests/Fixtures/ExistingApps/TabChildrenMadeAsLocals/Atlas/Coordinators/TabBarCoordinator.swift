import UIKit

/// A flow whose children are tabs.
class TabBarCoordinator: Coordinator {
    let tabBarController = UITabBarController()
}
