import UIKit

final class ReviewCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let navigationController = UINavigationController()

    func start() -> UIViewController {
        navigationController.setViewControllers([ReviewViewController()], animated: false)
        return navigationController
    }
}

final class ReviewViewController: UIViewController {}
