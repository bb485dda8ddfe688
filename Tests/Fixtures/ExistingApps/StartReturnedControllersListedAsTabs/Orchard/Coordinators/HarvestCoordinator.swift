import UIKit

final class HarvestCoordinator {

    // MARK: - Properties
    weak var parent: AppCoordinatorProtocol?
    var navigationController: UINavigationController

    init(navigationController: UINavigationController, parent: AppCoordinatorProtocol) {
        self.navigationController = navigationController
        self.parent = parent
    }

    private func makeStack() -> UIViewController {
        let viewController = HarvestViewController()
        viewController.onTrees = { [weak self] in self?.parent?.selectTrees() }
        let navigationController = UINavigationController(rootViewController: viewController)
        navigationController.tabBarItem = UITabBarItem(title: "Harvest", image: nil, tag: 0)
        self.navigationController = navigationController
        return navigationController
    }

    private func showSeasons() {
        navigationController.pushViewController(SeasonsViewController(), animated: true)
    }
}

// MARK: - CoordinatorProtocol
extension HarvestCoordinator: CoordinatorProtocol {
    func start() -> UIViewController {
        makeStack()
    }
}
