import UIKit

/// Keeps a flow's children and the services every flow is handed.
@MainActor
class BaseCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var services: OrchardServices

    init(services: OrchardServices) {
        self.services = services
    }

    func start(animated: Bool) {
        preconditionFailure("a flow starts itself")
    }
}
