import UIKit

final class GroomingCoordinator: Coordinator {
    let name: String = "Grooming Coordinator"
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    weak var delegate: CoordinatorDelegate?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(GroomingViewController(), animated: true)
    }
}
