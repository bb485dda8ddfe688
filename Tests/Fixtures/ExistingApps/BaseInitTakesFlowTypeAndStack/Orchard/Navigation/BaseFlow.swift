import UIKit

enum CoordinatorType {
    case app
    case harvest
    case storage
}

protocol CoordinatorProtocol: AnyObject {
    var childCoordinators: [CoordinatorProtocol] { get set }
    var type: CoordinatorType { get }
    var navigationController: UINavigationController? { get set }
    var finishDelegate: CoordinatorFinishDelegate? { get set }

    func start()
    func finish()
}

extension CoordinatorProtocol {
    func addChildCoordinator(_ childCoordinator: CoordinatorProtocol) {
        childCoordinators.append(childCoordinator)
    }

    func removeChildCoordinator(_ childCoordinator: CoordinatorProtocol) {
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}

protocol CoordinatorFinishDelegate: AnyObject {
    func coordinatorDidFinish(childCoordinator: CoordinatorProtocol)
}

/// What every flow inherits. Its case is handed in once, with the stack it runs on; the flows
/// themselves declare no initialiser.
class Coordinator: CoordinatorProtocol {
    var childCoordinators: [CoordinatorProtocol]
    var type: CoordinatorType
    weak var navigationController: UINavigationController?
    weak var finishDelegate: CoordinatorFinishDelegate?

    init(
        childCoordinators: [CoordinatorProtocol] = [],
        type: CoordinatorType,
        navigationController: UINavigationController,
        finishDelegate: CoordinatorFinishDelegate? = nil
    ) {
        self.childCoordinators = childCoordinators
        self.type = type
        self.navigationController = navigationController
        self.finishDelegate = finishDelegate
    }

    func start() {}

    func finish() {
        finishDelegate?.coordinatorDidFinish(childCoordinator: self)
    }
}
