import UIKit

@MainActor
protocol WateringCoordinatorDelegate: AnyObject {
    func wateringCoordinatorDidFinish(_ coordinator: WateringCoordinator)
}

/// Sets when each bed is watered.
@MainActor
final class WateringCoordinator: Coordinator {
    var children: [Coordinator] = []
    weak var delegate: WateringCoordinatorDelegate?
    let navigationController: UINavigationController
    let schedule: Schedule

    init(navigationController: UINavigationController, schedule: Schedule) {
        self.navigationController = navigationController
        self.schedule = schedule
    }

    func start() {
        let viewController = WateringViewController()
        viewController.onDone = { [weak self] in self?.done() }
        navigationController.pushViewController(viewController, animated: true)
    }

    private func done() {
        navigationController.popViewController(animated: true)
        delegate?.wateringCoordinatorDidFinish(self)
    }
}
