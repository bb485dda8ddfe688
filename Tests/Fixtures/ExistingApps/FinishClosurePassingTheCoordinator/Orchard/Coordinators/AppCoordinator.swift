import UIKit

/// Shows the trees first; picking starts the harvest.
final class AppCoordinator: StackCoordinator {
    var navigationController: UINavigationController
    var onFinish: (StackCoordinator) -> Void
    private var children: [StackCoordinator] = []

    init(navigationController: UINavigationController, onFinish: @escaping (StackCoordinator) -> Void) {
        self.onFinish = onFinish
        self.navigationController = navigationController
    }

    func start() {
        let trees = TreesCoordinator(onFinish: release, navigationController: navigationController)
        children.append(trees)
        trees.start()
    }

    func startHarvest() {
        let harvest = HarvestCoordinator(navigationController: navigationController, crates: 12, onFinish: release)
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
