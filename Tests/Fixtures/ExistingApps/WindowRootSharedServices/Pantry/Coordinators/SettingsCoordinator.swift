import UIKit

final class SettingsCoordinator: StackCoordinator {
    var childCoordinators: [Coordinator] = []
    var didFinish: (() -> Void)?

    let navigationController: UINavigationController
    private let services: AppServices

    init(navigationController: UINavigationController, services: AppServices) {
        self.navigationController = navigationController
        self.services = services
    }

    func start() {
        navigationController.pushViewController(SettingsViewController(), animated: false)
    }
}
