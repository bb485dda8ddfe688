import UIKit

final class SettingsCoordinator: BaseCoordinator {
    override func start() {
        let viewController = SettingsViewController()
        viewController.onDone = { [weak self] in
            guard let self else { return }
            self.navigation.popViewController(animated: true)
            self.parentCoordinator?.didFinish(coordinator: self)
        }
        navigation.pushViewController(viewController, animated: true)
    }
}
