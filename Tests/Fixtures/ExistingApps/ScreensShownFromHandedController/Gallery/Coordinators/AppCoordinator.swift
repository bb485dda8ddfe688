import UIKit

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let hall = HallCoordinator()
        hall.onFinish = { [weak self, weak hall] in
            self?.childCoordinators.removeAll { $0 === hall }
        }
        childCoordinators.append(hall)
        hall.start()
        window.rootViewController = UINavigationController(rootViewController: hall.toPresentable())
    }
}
