import UIKit

/// A flow: the stack it shows screens on, its children, and how it begins. Each flow says how it ends
/// with a closure of its own that hands back what the flow produced.
@MainActor
protocol Coordinator: AnyObject {
    var navigationController: UINavigationController { get }
    var childCoordinators: [Coordinator] { get set }

    func start()
}
