import UIKit

final class CakeCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController
    private let cake: String

    init(navigationController: UINavigationController, cake: String) {
        self.navigationController = navigationController
        self.cake = cake
    }

    func start() {
        let screen = CakeViewController()
        screen.title = cake
        navigationController.pushViewController(screen, animated: true)
    }
}
