import UIKit

/// Names its view controller through the protocol's associated type.
final class PierCoordinator: PresentationCoordinator {
    typealias RootController = PierViewController

    var childCoordinators: [Coordinator] = []
    let rootViewController: RootController

    init() {
        rootViewController = PierViewController()
    }

    func start() {
        rootViewController.title = "Pier"
    }
}
