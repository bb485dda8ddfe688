import UIKit

final class SettingsCoordinator: Coordinator {
    weak var parentCoordinator: Coordinator?
    private(set) var childCoordinators: [Coordinator] = []
    private(set) var navigationController: UINavigationController?

    init() {
        navigationController = UINavigationController()
    }

    func start() {
        let viewController = SettingsViewController()
        navigationController?.pushViewController(viewController, animated: false)
    }
}
