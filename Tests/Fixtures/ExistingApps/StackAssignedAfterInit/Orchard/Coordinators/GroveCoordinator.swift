import UIKit

final class GroveCoordinator: BaseCoordinator {
    private let season: String

    init(season: String) {
        self.season = season
    }

    override func start() {
        let screen = GroveViewController()
        screen.onPick = { [weak self] tree in self?.showTree(tree) }
        navigationController.viewControllers = [screen]
    }

    private func showTree(_ tree: String) {
        let coordinator = TreeCoordinator(season: season, tree: tree)
        coordinator.navigationController = navigationController
        start(coordinator: coordinator)
    }
}
