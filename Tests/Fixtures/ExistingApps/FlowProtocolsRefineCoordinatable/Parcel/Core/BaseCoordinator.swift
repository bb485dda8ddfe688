import UIKit

class BaseCoordinator {
    let navigationController: UINavigationController
    private(set) var childCoordinators: [Coordinatable] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func addDependency(_ coordinator: Coordinatable) {
        guard !childCoordinators.contains(where: { $0 === coordinator }) else { return }
        childCoordinators.append(coordinator)
    }

    func removeDependency(_ coordinator: Coordinatable?) {
        childCoordinators.removeAll { $0 === coordinator }
    }
}
