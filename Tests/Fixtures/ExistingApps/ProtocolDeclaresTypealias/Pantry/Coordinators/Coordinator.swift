import UIKit

/// A flow of the pantry. The protocol names the handler type its flows use; it asks nothing more of them.
@MainActor
protocol Coordinator: AnyObject {
    typealias Completion = () -> Void

    var navigationController: UINavigationController { get }
    var childCoordinators: [Coordinator] { get set }
    func start()
}
