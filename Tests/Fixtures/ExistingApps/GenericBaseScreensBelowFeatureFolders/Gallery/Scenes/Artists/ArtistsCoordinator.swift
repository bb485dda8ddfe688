import UIKit

/// Lists the artists and opens their paintings.
final class ArtistsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let screen = ArtistListViewController(content: UIView())
        screen.onArtist = { [weak self] in self?.showPaintings() }
        navigationController.pushViewController(screen, animated: false)
    }

    private func showPaintings() {
        let paintings = PaintingsCoordinator(navigationController: navigationController)
        childCoordinators.append(paintings)
        paintings.start()
    }
}
