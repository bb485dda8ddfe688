import UIKit

/// A flow that pushes its screens onto a navigation stack it is handed.
@MainActor
class NavigationCoordinator: Coordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
    }
}

/// The flows of the tabs: a navigation flow by another name.
typealias TabItemCoordinator = NavigationCoordinator
