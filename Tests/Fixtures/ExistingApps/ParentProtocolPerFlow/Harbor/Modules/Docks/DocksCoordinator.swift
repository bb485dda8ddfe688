import UIKit

/// Lists the docks until the user leaves.
final class DocksCoordinator: Coordinator {
    private let navigationController: UINavigationController
    private var owner: DocksParentProtocol
    var childCoordinators: [Coordinator] = []

    init(navigationController: UINavigationController, owner: DocksParentProtocol) {
        self.navigationController = navigationController
        self.owner = owner
    }

    func start() {
        let screen = DocksVC()
        screen.onLeave = { [weak self] in self?.finish() }
        navigationController.setViewControllers([screen], animated: true)
    }

    func finish() {
        owner.finished(self)
    }
}
