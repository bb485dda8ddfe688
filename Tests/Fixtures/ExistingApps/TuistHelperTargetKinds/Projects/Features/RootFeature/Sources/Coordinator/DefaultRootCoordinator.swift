import UIKit
import Core
import WelcomeFeature

public final class DefaultRootCoordinator: Coordinator {
    public weak var finishDelegate: CoordinatorFinishDelegate?
    public var navigationController: UINavigationController
    public var childCoordinators: [Coordinator] = []
    public var type: CoordinatorType { .root }

    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    public func start() {
        let welcome = DefaultWelcomeCoordinator(navigationController: navigationController)
        welcome.finishDelegate = self
        childCoordinators.append(welcome)
        welcome.start()
    }
}

extension DefaultRootCoordinator: WelcomeFinishDelegate {
    public func coordinatorDidFinish(childCoordinator: Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
    }

    public func welcomeDidSkip() {}
}
