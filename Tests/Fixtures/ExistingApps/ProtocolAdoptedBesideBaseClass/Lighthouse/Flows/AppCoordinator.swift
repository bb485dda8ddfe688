import UIKit

class AppCoordinator: BaseCoordinator, Coordinator {
    var type: CoordinatorType { .app }

    func start() {
        showBeacon()
    }

    func showBeacon() {
        let beacon = BeaconCoordinator(navigationController)
        beacon.finishDelegate = self
        childCoordinators.append(beacon)
        beacon.start()
    }
}

extension AppCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
        navigationController.popToRootViewController(animated: true)
    }
}
