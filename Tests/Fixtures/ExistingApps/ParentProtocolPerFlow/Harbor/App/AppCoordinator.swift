import UIKit

/// Boards the user, then shows the docks; each flow tells it through a protocol of its own when it ends.
final class AppCoordinator: Coordinator {
    private let navigationController: UINavigationController
    private var isBoarded = false
    var childCoordinators: [Coordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        isBoarded ? openDocks() : openBoarding()
    }

    func finish() {}

    private func openBoarding() {
        let boarding = BoardingCoordinator(navigationController: navigationController, owner: self)
        childCoordinators.append(boarding)
        boarding.start()
    }

    private func openDocks() {
        let docks = DocksCoordinator(navigationController: navigationController, owner: self)
        childCoordinators.append(docks)
        docks.start()
    }
}

extension AppCoordinator: BoardingParentProtocol {
    func boardingFinished(_ coordinator: Coordinator) {
        childCoordinators.removeAll { $0 === coordinator }
        isBoarded = true
        start()
    }
}

extension AppCoordinator: DocksParentProtocol {
    func finished(_ coordinator: Coordinator) {
        childCoordinators.removeAll { $0 === coordinator }
        isBoarded = false
        start()
    }
}
