import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

protocol CoordinatorFinishDelegate: AnyObject {
    func coordinatorDidFinish(childCoordinator: Coordinator)
}

final class AppCoordinator: Coordinator, CoordinatorFinishDelegate {
    var childCoordinators: [Coordinator] = []
    var onLoggedIn: (() -> Void)?

    func start() {
        let login = LoginCoordinator()
        login.finishDelegate = self
        childCoordinators.append(login)
        login.start()
    }

    func coordinatorDidFinish(childCoordinator: Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
        onLoggedIn?()
    }
}

final class SettingsCoordinator: Coordinator, CoordinatorFinishDelegate {
    var childCoordinators: [Coordinator] = []

    func start() {
        let login = LoginCoordinator()
        login.finishDelegate = self
        childCoordinators.append(login)
        login.start()
    }

    func coordinatorDidFinish(childCoordinator: Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}

final class LoginCoordinator: Coordinator {
    weak var finishDelegate: CoordinatorFinishDelegate?
    var childCoordinators: [Coordinator] = []

    func start() {}
}
