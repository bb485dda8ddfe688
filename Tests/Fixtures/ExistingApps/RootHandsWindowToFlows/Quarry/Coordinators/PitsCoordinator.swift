import UIKit

final class PitsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let navigationController = UINavigationController(rootViewController: PitsViewController())
        window.rootViewController = navigationController
    }
}
