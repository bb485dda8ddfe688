import UIKit

final class DogWalksCoordinator: Coordinator {
    let name: String = "Dog Walks Coordinator"
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    weak var delegate: CoordinatorDelegate?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(DogWalksViewController(), animated: true)
    }

    func leave() {
        delegate?.didFinish(childCoordinator: self)
    }
}
