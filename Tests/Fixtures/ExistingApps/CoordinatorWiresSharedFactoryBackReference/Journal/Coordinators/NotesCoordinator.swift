import UIKit

final class NotesCoordinator: Coordinator {
    let navigationController: UINavigationController
    var onComplete: ((Coordinator) -> Void)?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.setViewControllers([NotesViewController()], animated: false)
    }
}
