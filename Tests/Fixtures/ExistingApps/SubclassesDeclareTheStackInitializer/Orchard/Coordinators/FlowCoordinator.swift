import UIKit

/// Every flow subclasses this; its initialiser takes no navigation controller, each flow's own does.
class FlowCoordinator: NSObject {
    var childCoordinators: [FlowCoordinator] = []
    weak var navigationController: UINavigationController?

    override init() {
        super.init()
    }

    /// Shows the flow's first screen; each flow overrides it.
    func start() {}

    func addChild(_ coordinator: FlowCoordinator) {
        childCoordinators.append(coordinator)
    }

    func removeChild(_ coordinator: FlowCoordinator) {
        childCoordinators.removeAll { $0 === coordinator }
    }
}
