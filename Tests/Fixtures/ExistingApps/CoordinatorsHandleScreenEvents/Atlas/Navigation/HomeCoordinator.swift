import UIKit

final class HomeCoordinator: Coordinator {
    var navigationController: UINavigationController
    private var settingsCoordinator: SettingsCoordinator?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func eventOccurred(with event: Event) {
        switch event {
        case .settingsTapped:
            let coordinator = SettingsCoordinator(navigationController: navigationController)
            settingsCoordinator = coordinator
            coordinator.start()
        case .placeSelected(let name):
            let details = DetailsViewController(placeName: name)
            details.coordinator = self
            navigationController.pushViewController(details, animated: true)
        case .closeTapped:
            navigationController.popViewController(animated: true)
        }
    }

    func start() {
        let home = HomeViewController()
        home.coordinator = self
        navigationController.setViewControllers([home], animated: false)
    }
}
