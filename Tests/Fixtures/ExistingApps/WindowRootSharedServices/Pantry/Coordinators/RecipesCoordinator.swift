import UIKit

final class RecipesCoordinator: StackCoordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    var didFinish: (() -> Void)?

    private let history: ScrollHistory
    private let services: AppServices

    init(
        navigationController: UINavigationController,
        history: ScrollHistory,
        services: AppServices
    ) {
        self.navigationController = navigationController
        self.history = history
        self.services = services
    }

    func start() {
        navigationController.pushViewController(RecipesViewController(), animated: false)
    }
}
