import UIKit

final class BooksCoordinator: Coordinator {
    let navigationController: UINavigationController
    var onComplete: ((Coordinator) -> Void)?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.setViewControllers([BooksViewController()], animated: false)
    }
}
