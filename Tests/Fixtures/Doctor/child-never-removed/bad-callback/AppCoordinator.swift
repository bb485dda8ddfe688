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
        childCoordinators.append(login)  // expect: child-never-removed warning
        login.start()
    }

    func coordinatorDidFinish(childCoordinator: Coordinator) {
        onLoggedIn?()
    }
}

final class SettingsCoordinator: Coordinator, CoordinatorFinishDelegate {
    var childCoordinators: [Coordinator] = []

    func start() {
        let login = LoginCoordinator()
        login.finishDelegate = self
        childCoordinators.append(login)  // expect: child-never-removed warning
        login.start()
    }

    func coordinatorDidFinish(childCoordinator: Coordinator) {}
}

final class LoginCoordinator: Coordinator {
    weak var finishDelegate: CoordinatorFinishDelegate?
    var childCoordinators: [Coordinator] = []

    func start() {}
}
