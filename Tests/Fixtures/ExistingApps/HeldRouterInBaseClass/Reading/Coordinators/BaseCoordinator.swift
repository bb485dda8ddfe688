import UIKit

/// Keeps a flow's children alive.
@MainActor
class BaseCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}
}
