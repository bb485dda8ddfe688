import UIKit

final class AuthorsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let navigationController = UINavigationController()

    func start() -> UIViewController {
        navigationController.setViewControllers([AuthorsViewController()], animated: false)
        return navigationController
    }
}

final class AuthorsViewController: UIViewController {}
