import UIKit

class BeaconCoordinator: BaseCoordinator, Coordinator {
    var type: CoordinatorType { .beacon }

    func start() {
        let screen = BeaconViewController()
        screen.onClose = { [weak self] in self?.finish() }
        navigationController.pushViewController(screen, animated: true)
    }
}
