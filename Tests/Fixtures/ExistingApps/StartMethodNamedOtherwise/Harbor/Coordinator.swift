import UIKit

/// The flows of the harbour app. A flow begins with `startCoordinator()`; nothing else is required.
protocol Coordinator: AnyObject {
    var navigationController: UINavigationController { get }
    var childCoordinators: [Coordinator] { get set }
    func startCoordinator()
}
