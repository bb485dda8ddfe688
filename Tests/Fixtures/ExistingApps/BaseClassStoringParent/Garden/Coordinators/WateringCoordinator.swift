import UIKit

final class WateringCoordinator: FlowCoordinator {
    let navigationController: UINavigationController?
    let plant: String

    init(navigationController: UINavigationController?, plant: String, parent: FlowCoordinator) {
        self.navigationController = navigationController
        self.plant = plant
        super.init(parent: parent)
    }

    override func start() {
        let viewController = WateringViewController(plant: plant)
        viewController.onDone = { [weak self] in
            self?.navigationController?.popViewController(animated: true)
            self?.end()
        }
        navigationController?.pushViewController(viewController, animated: true)
    }
}
