import UIKit

// Each flow's case is handed to a base class's initialiser where the flow is made: the flows declare
// no `type` of their own, so no case can be called unused.

enum CoordinatorType {
    case app
    case garden
    case shed
}

protocol Coordinator: AnyObject {
    var type: CoordinatorType { get }
    var childCoordinators: [Coordinator] { get set }
    var finishDelegate: CoordinatorFinishDelegate? { get set }
    func start()
}

protocol CoordinatorFinishDelegate: AnyObject {
    func coordinatorDidFinish(childCoordinator: Coordinator)
}

class BaseCoordinator: Coordinator, CoordinatorFinishDelegate {
    let type: CoordinatorType
    var childCoordinators: [Coordinator] = []
    weak var finishDelegate: CoordinatorFinishDelegate?
    let navigationController: UINavigationController

    init(type: CoordinatorType, navigationController: UINavigationController) {
        self.type = type
        self.navigationController = navigationController
    }

    func start() {}

    func finish() {
        finishDelegate?.coordinatorDidFinish(childCoordinator: self)
    }

    func coordinatorDidFinish(childCoordinator: Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}

final class AppCoordinator: BaseCoordinator {
    override func start() {
        let garden = GardenCoordinator(type: .garden, navigationController: navigationController)
        garden.finishDelegate = self
        childCoordinators.append(garden)
        garden.start()
    }
}

final class GardenCoordinator: BaseCoordinator {
    override func start() {
        let shed = ShedCoordinator(type: .shed, navigationController: navigationController)
        shed.finishDelegate = self
        childCoordinators.append(shed)
        shed.start()
    }
}

final class ShedCoordinator: BaseCoordinator {}
