import UIKit

enum CoordinatorType {
    case app
    case login
    case signUp
}

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var type: CoordinatorType { get }
    func start()
}

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType { .app }

    func start() {
        let login = LoginCoordinator()
        childCoordinators.append(login)
        login.start()
        let signUp = SignUpCoordinator()
        childCoordinators.append(signUp)
        signUp.start()
    }

    func childDidFinish(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}

final class LoginCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType { .login }

    func start() {}
}

final class SignUpCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let type: CoordinatorType = .signUp

    func start() {}
}
