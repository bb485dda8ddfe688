import UIKit

/// Every flow keeps its children itself: the protocol gives no default for adding or dropping one.
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get }

    func start()
    func attachChild(_ child: Coordinator)
    func detachChildren()
}
