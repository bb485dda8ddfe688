import UIKit

final class AppCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func startCoordinator() {
        showBerths()
    }

    private func showBerths() {
        let berths = BerthsCoordinator(navigationController: navigationController)
        childCoordinators.append(berths)
        berths.startCoordinator()
    }

    func showTides() {
        let tides = TidesCoordinator(navigationController: navigationController)
        childCoordinators.append(tides)
        tides.startCoordinator()
    }
}
