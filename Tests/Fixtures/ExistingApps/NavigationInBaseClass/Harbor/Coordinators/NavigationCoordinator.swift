import UIKit

/// A flow that pushes its screens onto a stack it is handed: the stack lives here, not in the protocol.
class NavigationCoordinator: BaseCoordinator {
    private(set) var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
}
