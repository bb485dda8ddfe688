import UIKit

/// Only this flow reports that it ended, through a delegate of its own typed by its own class.
protocol WateringCoordinatorDelegate: AnyObject {
    func finishWateringFlow(coordinator: WateringCoordinator)
}

final class WateringCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController
    weak var delegate: WateringCoordinatorDelegate?

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = WateringViewController()
        viewController.onDone = { [weak self] in
            guard let self else { return }
            self.delegate?.finishWateringFlow(coordinator: self)
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
