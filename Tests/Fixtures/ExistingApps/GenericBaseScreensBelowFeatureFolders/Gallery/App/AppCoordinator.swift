import UIKit

/// Starts the gallery: the artists first.
final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let artists = ArtistsCoordinator(navigationController: navigationController)
        childCoordinators.append(artists)
        artists.start()
    }
}
