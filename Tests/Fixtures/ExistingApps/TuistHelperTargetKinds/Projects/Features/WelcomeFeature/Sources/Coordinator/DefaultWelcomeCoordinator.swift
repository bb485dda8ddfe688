import UIKit
import Core

public final class DefaultWelcomeCoordinator: Coordinator {
    public weak var finishDelegate: CoordinatorFinishDelegate?
    public var navigationController: UINavigationController
    public var childCoordinators: [Coordinator] = []
    public var type: CoordinatorType { .welcome }

    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    public func start() {
        let screen = WelcomeViewController()
        screen.onFinish = { [weak self] in self?.finish() }
        navigationController.pushViewController(screen, animated: false)
    }
}
