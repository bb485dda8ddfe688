import UIKit

// Every spelling of adding a child with nothing that removes one, and removals that must be seen.

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

final class ChildCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var onFinish: (() -> Void)?

    func start() {}
}

final class AppendCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {
        let child = ChildCoordinator()
        self.childCoordinators.append(child)  // expect: child-never-removed warning
        child.start()
    }
}

final class InsertCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {
        let child = ChildCoordinator()
        childCoordinators.insert(child, at: 0)  // expect: child-never-removed warning
        child.start()
    }
}

final class AddChildCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {
        let child = ChildCoordinator()
        addChild(child)  // expect: child-never-removed warning
        child.start()
    }

    func addChild(_ child: Coordinator) {
        childCoordinators.append(child)
    }
}

final class AddLabelledCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {
        let child = ChildCoordinator()
        self.add(coordinator: child)  // expect: child-never-removed warning
        child.start()
    }

    func add(coordinator: Coordinator) {
        childCoordinators.append(coordinator)
    }
}

/// Removes in the finish closure: not reported.
final class ClosureRemovalCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {
        let child = ChildCoordinator()
        child.onFinish = { [weak self, weak child] in
            self?.childCoordinators.removeAll { $0 === child }
        }
        childCoordinators.append(child)
        child.start()
    }
}

/// Removes by index: not reported.
final class IndexRemovalCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {
        let child = ChildCoordinator()
        child.onFinish = { [weak self, weak child] in
            guard let self, let index = self.childCoordinators.firstIndex(where: { $0 === child }) else { return }
            self.childCoordinators.remove(at: index)
        }
        childCoordinators.append(child)
        child.start()
    }
}

class BaseCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func childDidFinish(_ child: Coordinator?) {
        childCoordinators.removeAll { $0 === child }
    }
}

/// Inherits a finish callback that removes: not reported.
final class InheritingCoordinator: BaseCoordinator {
    override func start() {
        let child = ChildCoordinator()
        child.onFinish = { [weak self, weak child] in self?.childDidFinish(child) }
        childCoordinators.append(child)
        child.start()
    }
}
