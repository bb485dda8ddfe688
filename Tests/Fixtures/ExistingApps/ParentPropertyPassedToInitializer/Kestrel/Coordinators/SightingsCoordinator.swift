import UIKit

final class SightingsCoordinator: Coordinator {
    weak var parent: Coordinator?
    var childCoordinators: [Coordinator] = []

    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController?, parent: Coordinator) {
        self.navigationController = navigationController
        self.parent = parent
        start()
    }

    private func start() {
        let controller = SightingsController { [weak self] in
            self?.showMap()
        }
        navigationController?.pushViewController(controller, animated: false)
    }

    private func showMap() {
        let map = MapCoordinator(navigationController: navigationController, parent: self)
        addChild(coordinator: map)
    }
}
