import UIKit

final class DockCoordinator: PresentationCoordinator {
    typealias RootController = DockViewController

    var childCoordinators: [Coordinator] = []
    var rootViewController: DockViewController

    init() {
        rootViewController = DockViewController()
    }

    func start() {
        rootViewController.title = "Dock"
    }
}
