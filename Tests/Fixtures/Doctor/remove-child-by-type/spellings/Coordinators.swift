import UIKit

// Every spelling of removing children by type, and removals by identity that must not be reported.

enum CoordinatorType {
    case app, login, tab, settings
}

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var type: CoordinatorType { get }
    func start()
}

protocol CoordinatorFinishDelegate: AnyObject {
    func coordinatorDidFinish(childCoordinator: Coordinator)
}

final class AppCoordinator: Coordinator, CoordinatorFinishDelegate {
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType { .app }

    func start() {}

    func coordinatorDidFinish(childCoordinator: Coordinator) {
        childCoordinators.removeAll(where: { type(of: $0) == type(of: childCoordinator) })  // expect: remove-child-by-type error
    }
}

final class LoginCoordinator: Coordinator, CoordinatorFinishDelegate {
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType { .login }

    func start() {}

    func coordinatorDidFinish(childCoordinator: Coordinator) {
        if let index = childCoordinators.firstIndex(where: { $0.type == childCoordinator.type }) {  // expect: remove-child-by-type error
            childCoordinators.remove(at: index)
        }
    }
}

final class TabCoordinator: Coordinator, CoordinatorFinishDelegate {
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType { .tab }

    func start() {}

    func coordinatorDidFinish(childCoordinator: Coordinator) {
        childCoordinators.removeAll { $0 as? LoginCoordinator != nil }  // expect: remove-child-by-type error
    }

    func childDidFinish(_ child: Coordinator) {
        self.childCoordinators = self.childCoordinators.filter { !($0 is LoginCoordinator) }  // expect: remove-child-by-type error
    }
}

final class SettingsCoordinator: Coordinator, CoordinatorFinishDelegate {
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType { .settings }

    func start() {}

    /// By identity, in three spellings: not reported.
    func coordinatorDidFinish(childCoordinator: Coordinator) {
        childCoordinators.removeAll { ($0 as AnyObject) === (childCoordinator as AnyObject) }
        if let index = childCoordinators.lastIndex(where: { $0 === childCoordinator }) {
            childCoordinators.remove(at: index)
        }
        childCoordinators = childCoordinators.filter { $0 !== childCoordinator }
    }
}
