import UIKit

/// A flow: the stack it shows screens on, its children, and how it begins. How a flow ends is its own
/// business: each declares a delegate protocol that its parent adopts.
@MainActor
protocol Coordinator: AnyObject {
    var navigationController: UINavigationController { get }
    var childCoordinators: [Coordinator] { get set }

    func start()
}
