import UIKit

final class SeedsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController
    private(set) var journal: [String] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(SeedsViewController(), animated: true)
    }

    func attachChild(_ child: Coordinator) {
        journal.append("\(SeedsCoordinator.self) took \(label(of: child))")
        childCoordinators.append(child)
    }

    func detachChildren() {
        journal.append("\(SeedsCoordinator.self) let go of \(childCoordinators.count)")
        childCoordinators.removeAll()
    }

    private func label(of child: Coordinator) -> String {
        String(describing: type(of: child))
    }
}
