import UIKit

protocol HomeCoordinatorDelegate: AnyObject {
    func showPersonalChat(with user: String)
}

final class HomeCoordinator: Coordinator {
    weak var finishDelegate: CoordinatorFinishDelegate?
    weak var homeDelegate: HomeCoordinatorDelegate?
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType { .home }

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = HomeViewController()
        viewController.onEvent = { [weak self] event in
            switch event {
            case .showPersonalChat(let user):
                self?.homeDelegate?.showPersonalChat(with: user)
            case .refresh:
                break
            }
        }
        navigationController.pushViewController(viewController, animated: false)
    }
}
