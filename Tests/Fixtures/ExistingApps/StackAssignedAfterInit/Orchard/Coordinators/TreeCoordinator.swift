import UIKit

final class TreeCoordinator: BaseCoordinator {
    private let season: String
    private let tree: String

    init(season: String, tree: String) {
        self.season = season
        self.tree = tree
    }

    override func start() {
        let screen = TreeViewController()
        screen.title = "\(tree) in \(season)"
        screen.onDone = { [weak self] in
            guard let self else { return }
            self.navigationController.popViewController(animated: true)
            (self.parentCoordinator as? BaseCoordinator)?.didFinish(coordinator: self)
        }
        navigationController.pushViewController(screen, animated: true)
    }
}
