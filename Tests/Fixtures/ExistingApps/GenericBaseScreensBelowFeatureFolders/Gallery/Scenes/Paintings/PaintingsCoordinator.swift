import UIKit

/// Shows one artist's paintings.
final class PaintingsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(PaintingDetailViewController(content: UIView()), animated: true)
    }

    func showNotice() {
        navigationController.present(NoticeViewController(content: UILabel()), animated: true)
    }
}
