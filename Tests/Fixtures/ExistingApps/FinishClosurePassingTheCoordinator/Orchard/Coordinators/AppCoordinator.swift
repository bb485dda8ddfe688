import UIKit

/// Shows the trees first; picking starts the harvest.
final class AppCoordinator: StackCoordinator {
    var navigationController: UINavigationController
    var onEnd: (StackCoordinator) -> Void
    private var children: [StackCoordinator] = []

    init(navigationController: UINavigationController, onEnd: @escaping (StackCoordinator) -> Void) {
        self.navigationController = navigationController
        self.onEnd = onEnd
    }

    func start() {
        let trees = TreesCoordinator(navigationController: navigationController, onEnd: release)
        children.append(trees)
        trees.start()
    }

    func startHarvest() {
        let harvest = HarvestCoordinator(navigationController: navigationController, onEnd: release)
        children.append(harvest)
        harvest.start()
    }

    /// Lets a finished flow go.
    private func release(_ coordinator: StackCoordinator) {
        if let index = children.firstIndex(where: { $0 === coordinator }) {
            children.remove(at: index)
        }
    }
}
