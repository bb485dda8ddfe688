import UIKit

/// A flow that shows its children as tabs.
@MainActor
class TabBarCoordinator: Coordinator {
    let tabBarController = UITabBarController()
}
