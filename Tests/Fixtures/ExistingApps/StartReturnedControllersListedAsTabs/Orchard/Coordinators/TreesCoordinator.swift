import UIKit

final class TreesCoordinator {

    // MARK: - Properties
    private weak var parent: AppCoordinatorProtocol?
    private var navigationController: UINavigationController?

    init(parent: AppCoordinatorProtocol) {
        self.parent = parent
    }

    private func makeStack() -> UIViewController {
        let navigationController = UINavigationController(rootViewController: TreesViewController())
        navigationController.tabBarItem = UITabBarItem(title: "Trees", image: nil, tag: 1)
        self.navigationController = navigationController
        return navigationController
    }
}

// MARK: - CoordinatorProtocol
extension TreesCoordinator: CoordinatorProtocol {
    func start() -> UIViewController {
        makeStack()
    }
}
