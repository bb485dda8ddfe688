import UIKit

// Every spelling of a strong reference to the parent. AppCoordinator removes the child that finished,
// so a strong reference to it is a cycle that lasts until then (a warning); LeakyCoordinator never
// removes a child, so a strong reference to it is never released (an error).

protocol Coordinator: AnyObject {
    var finishDelegate: (any CoordinatorFinishDelegate)? { get set }
    var childCoordinators: [any Coordinator] { get set }
    func start()
}

protocol CoordinatorFinishDelegate: AnyObject {
    func coordinatorDidFinish(childCoordinator: any Coordinator)
}

@propertyWrapper
struct Retained<Value> {
    var wrappedValue: Value
}

@propertyWrapper
struct Weak<Object: AnyObject> {
    private weak var object: Object?

    init(wrappedValue: Object?) {
        object = wrappedValue
    }

    var wrappedValue: Object? {
        get { object }
        set { object = newValue }
    }
}

final class AppCoordinator: Coordinator, CoordinatorFinishDelegate {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var childCoordinators: [any Coordinator] = []

    func start() {
        let child = ParenthesisedCoordinator()
        child.finishDelegate = self
        childCoordinators.append(child)
        child.start()
    }

    func showSettings() {
        let child = SettingsCoordinator()
        child.onFinish = { [weak self] in  // expect: strong-finish-delegate error
            self?.childCoordinators.removeAll { $0 === child }
        }
        childCoordinators.append(child)
        child.start()
    }

    func showHelp() {
        let child = SettingsCoordinator()
        child.onFinish = { [weak self, weak child] in
            self?.childCoordinators.removeAll { $0 === child }
        }
        childCoordinators.append(child)
        child.start()
    }

    func showAbout() {
        let child = SettingsCoordinator()
        child.onFinish = { [weak child] in  // expect: strong-finish-delegate warning
            self.childCoordinators.removeAll { $0 === child }
        }
        childCoordinators.append(child)
        child.start()
    }

    func coordinatorDidFinish(childCoordinator: any Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}

final class LeakyCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var childCoordinators: [any Coordinator] = []

    func start() {
        let child = NeverReleasedCoordinator(parent: self)
        childCoordinators.append(child)  // expect: child-never-removed warning
        child.start()
    }
}

/// coordgen's own form, written strong.
final class ParenthesisedCoordinator: Coordinator {
    var finishDelegate: (any CoordinatorFinishDelegate)?  // expect: strong-finish-delegate warning
    var childCoordinators: [any Coordinator] = []
    func start() {}
}

final class PlainCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var childCoordinators: [any Coordinator] = []
    private(set) var parentCoordinator: CoordinatorFinishDelegate?  // expect: strong-finish-delegate warning
    func start() {}
}

final class UnwrappedCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var childCoordinators: [any Coordinator] = []
    var delegate: CoordinatorFinishDelegate!  // expect: strong-finish-delegate warning
    func start() {}
}

final class LetCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var childCoordinators: [any Coordinator] = []
    let parent: any CoordinatorFinishDelegate  // expect: strong-finish-delegate warning

    init(parent: any CoordinatorFinishDelegate) {
        self.parent = parent
    }

    func start() {}
}

final class WrappedCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var childCoordinators: [any Coordinator] = []
    @Retained var parentCoordinator: AppCoordinator? = nil  // expect: strong-finish-delegate warning
    func start() {}
}

final class WeaklyWrappedCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var childCoordinators: [any Coordinator] = []
    @Weak var parentCoordinator: AppCoordinator? = nil
    func start() {}
}

final class UnownedCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var childCoordinators: [any Coordinator] = []
    unowned let parentCoordinator: AppCoordinator

    init(parentCoordinator: AppCoordinator) {
        self.parentCoordinator = parentCoordinator
    }

    func start() {}
}

final class NeverReleasedCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var childCoordinators: [any Coordinator] = []
    var parentCoordinator: LeakyCoordinator?  // expect: strong-finish-delegate error

    init(parent: LeakyCoordinator) {
        parentCoordinator = parent
    }

    func start() {}
}

final class SettingsCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var childCoordinators: [any Coordinator] = []
    var onFinish: (() -> Void)?
    func start() {}
}
