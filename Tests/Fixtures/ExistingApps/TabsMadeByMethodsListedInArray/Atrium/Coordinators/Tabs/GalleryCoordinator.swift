import UIKit

final class GalleryCoordinator: CoordinatorProtocol {
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
        let viewController = GalleryViewController()
        viewController.coordinator = self
        rootNavigationController.pushViewController(viewController, animated: false)
    }
}
