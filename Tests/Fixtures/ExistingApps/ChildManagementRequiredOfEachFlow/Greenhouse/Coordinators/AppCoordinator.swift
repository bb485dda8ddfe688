import UIKit

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController
    private(set) var journal: [String] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(PlantsViewController(), animated: false)
    }

    func attachChild(_ child: Coordinator) {
        journal.append("\(AppCoordinator.self) took \(label(of: child))")
        childCoordinators.append(child)
    }

    func detachChildren() {
        journal.append("\(AppCoordinator.self) let go of \(childCoordinators.count)")
        childCoordinators.removeAll()
    }

    private func label(of child: Coordinator) -> String {
        String(describing: type(of: child))
    }

    func openSeeds() {
        let coordinator = SeedsCoordinator(navigationController: navigationController)
        attachChild(coordinator)
        coordinator.start()
    }
}
