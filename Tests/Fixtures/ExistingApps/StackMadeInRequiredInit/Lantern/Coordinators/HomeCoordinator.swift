import UIKit

final class HomeCoordinator: Coordinator {
    weak var parentCoordinator: Coordinator?
    private(set) var childCoordinators: [Coordinator] = []
    private(set) var navigationController: UINavigationController?

    init() {
        navigationController = UINavigationController()
    }

    func start() {
        let viewController = HomeViewController()
        navigationController?.pushViewController(viewController, animated: false)
    }
}
