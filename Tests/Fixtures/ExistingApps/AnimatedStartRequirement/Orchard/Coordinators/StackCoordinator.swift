import UIKit

/// A flow that pushes its screens onto a stack it is handed.
class StackCoordinator: BaseCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController, services: OrchardServices) {
        self.navigationController = navigationController
        super.init(services: services)
    }
}
