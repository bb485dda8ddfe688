import UIKit

final class SettingsCoordinator: Coordinator {
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func eventOccurred(with event: Event) {
        if case .closeTapped = event {
            navigationController.popViewController(animated: true)
        }
    }

    func start() {
        let settings = SettingsViewController()
        settings.coordinator = self
        navigationController.pushViewController(settings, animated: true)
    }
}
