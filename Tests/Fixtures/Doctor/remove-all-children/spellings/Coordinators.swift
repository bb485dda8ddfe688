import UIKit

// Every spelling of emptying the children when one child finishes, in each kind of finish handler.

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

protocol CoordinatorFinishDelegate: AnyObject {
    func coordinatorDidFinish(childCoordinator: Coordinator)
}

final class AppCoordinator: Coordinator, CoordinatorFinishDelegate {
    var childCoordinators: [Coordinator] = []

    func start() {
        let child = ChildCoordinator()
        child.finishDelegate = self
        childCoordinators.append(child)
        child.start()
    }

    func coordinatorDidFinish(childCoordinator: Coordinator) {
        self.childCoordinators.removeAll()  // expect: remove-all-children error
    }
}

final class SearchCoordinator: Coordinator, CoordinatorFinishDelegate {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func coordinatorDidFinish(childCoordinator: Coordinator) {
        childCoordinators.removeAll(keepingCapacity: true)  // expect: remove-all-children error
    }
}

final class ProfileCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func childDidFinish(_ child: Coordinator) {
        self.childCoordinators = [Coordinator]()  // expect: remove-all-children error
    }
}

final class CartCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func didFinish(child: Coordinator) {
        childCoordinators = .init()  // expect: remove-all-children error
    }
}

final class ShopCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {
        let child = ChildCoordinator()
        child.onFinish = { [weak self, weak child] in  // the finish closure
            self?.childCoordinators.removeAll()  // expect: remove-all-children error
            _ = child
        }
        childCoordinators.append(child)
        child.start()
    }

    /// Ending its own flow: dropping its own children is right, not reported.
    func finish() {
        childCoordinators.removeAll()
    }
}

final class ChildCoordinator: Coordinator {
    weak var finishDelegate: CoordinatorFinishDelegate?
    var onFinish: (() -> Void)?
    var childCoordinators: [Coordinator] = []

    func start() {}
}
