import UIKit

private enum PoolsStep: FlowStep {
    case creature(name: String)
    case tideTable
}

/// The pools at low tide, and what lives in them.
final class PoolsCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.setViewControllers([PoolsViewController()], animated: false)
    }

    func go(to step: FlowStep) {
        guard let step = step as? PoolsStep else { return }
        switch step {
        case .creature(let name):
            let creature = CreatureViewController()
            creature.title = name
            navigationController.pushViewController(creature, animated: true)
        case .tideTable:
            navigationController.pushViewController(TideTableViewController(), animated: true)
        }
    }
}
