import UIKit

@MainActor
protocol FeedingCoordinatorDelegate: AnyObject {
    func feedingCoordinatorDidFinish(_ coordinator: FeedingCoordinator, grams: Int)
}

/// Records a feeding: how many grams the bird ate.
@MainActor
final class FeedingCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    weak var delegate: FeedingCoordinatorDelegate?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(FeedingViewController(), animated: true)
    }

    func fed(grams: Int) {
        navigationController.popViewController(animated: true)
        delegate?.feedingCoordinatorDidFinish(self, grams: grams)
    }
}
