import UIKit

protocol BoatsCoordinatorProtocol: Coordinator {
    var rootViewController: BoatsViewController { get }

    func start()
}

final class BoatsCoordinator: BoatsCoordinatorProtocol {
    private(set) var navigationController: UINavigationController
    private(set) var rootViewController: BoatsViewController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        self.rootViewController = BoatsViewController()
    }

    func start() {
        navigationController.pushViewController(rootViewController, animated: true)
    }
}
