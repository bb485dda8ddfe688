import UIKit

protocol Coordinator: AnyObject {
    var navigationController: UINavigationController { get set }

    func start()
}

protocol ParentCoordinator: Coordinator {
    var childCoordinators: [ChildCoordinator] { get set }

    func childDidFinish(_ child: ChildCoordinator?)
}

extension ParentCoordinator {
    func childDidFinish(_ child: ChildCoordinator?) {
        childCoordinators.removeAll { $0 === child }
    }
}

protocol ChildCoordinator: Coordinator {
    /// Weak: the parent keeps the child.
    var parentCoordinator: ParentCoordinator? { get set }
}
