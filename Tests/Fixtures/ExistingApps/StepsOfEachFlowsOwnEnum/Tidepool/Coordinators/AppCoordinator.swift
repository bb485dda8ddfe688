import UIKit

enum AppStep: FlowStep {
    case pools
}

/// Opens the pools.
final class AppCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        go(to: AppStep.pools)
    }

    func go(to step: FlowStep) {
        guard let step = step as? AppStep else { return }
        switch step {
        case .pools:
            let pools = PoolsCoordinator(navigationController: navigationController)
            childCoordinators.append(pools)
            pools.start()
        }
    }
}
