import UIKit

final class LobbyCoordinator: CoordinatorProtocol {
    weak var parentCoordinator: MainCoordinator?
    private let rootNavigationController: UINavigationController
    private let networkService: NetworkService

    var rootViewController: UIViewController {
        rootNavigationController
    }

    init(rootNavigationController: UINavigationController, networkService: NetworkService) {
        self.rootNavigationController = rootNavigationController
        self.networkService = networkService
    }

    func start() {
        let viewController = LobbyViewController()
        viewController.coordinator = self
        rootNavigationController.pushViewController(viewController, animated: false)
    }
}
