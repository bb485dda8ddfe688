import UIKit

final class SeasonDetailCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    private let navigationController: UINavigationController
    private let season: String

    init(navigationController: UINavigationController, season: String) {
        self.navigationController = navigationController
        self.season = season
    }

    func start() {
        let viewController = SeasonDetailViewController()
        viewController.title = season
        navigationController.pushViewController(viewController, animated: true)
    }
}
