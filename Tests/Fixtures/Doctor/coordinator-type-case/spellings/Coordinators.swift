import UIKit

// Every spelling of a coordinator naming its CoordinatorType case.

enum CoordinatorType {
    case app, login, settings, unused  // expect: coordinator-type-case warning
}

protocol Coordinator: AnyObject {
    var type: CoordinatorType { get }
    func start()
}

final class AppCoordinator: Coordinator {
    var type: CoordinatorType { .app }
    func start() {}
}

final class LoginCoordinator: Coordinator {
    var type: CoordinatorType { return .login }  // expect: coordinator-type-case error
    func start() {}
}

final class SignUpCoordinator: Coordinator {
    let type: CoordinatorType = .login  // expect: coordinator-type-case error
    func start() {}
}

final class SettingsCoordinator: Coordinator {
    var type: CoordinatorType { CoordinatorType.settings }
    func start() {}
}
