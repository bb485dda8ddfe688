import UIKit

final class PitsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var onFinish: (() -> Void)?
    private(set) var rootViewController: UIViewController = UIViewController()

    func start() {
        rootViewController = UINavigationController(rootViewController: PitsViewController())
    }
}
