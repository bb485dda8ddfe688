import UIKit

final class MapCoordinator: Coordinator {
    weak var parent: Coordinator?
    var childCoordinators: [Coordinator] = []

    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController?, parent: Coordinator) {
        self.navigationController = navigationController
        self.parent = parent
        start()
    }

    private func start() {
        let controller = MapController { [weak self] in
            self?.navigationController?.popViewController(animated: true)
            self?.didDeinit()
        }
        navigationController?.pushViewController(controller, animated: true)
    }
}
