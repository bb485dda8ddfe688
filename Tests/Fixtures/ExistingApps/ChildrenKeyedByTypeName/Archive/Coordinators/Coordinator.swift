import UIKit

/// A flow of the archive. Parents keep their children by the child's type name.
@MainActor
protocol Coordinator: AnyObject {
    var navigationController: UINavigationController { get }
    var childCoordinators: [String: Coordinator] { get set }
    func start()
}
