import UIKit

/// A flow with a stack of its own.
class NavigationCoordinator: Coordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController = UINavigationController()) {
        self.navigationController = navigationController
        super.init()
    }
}
