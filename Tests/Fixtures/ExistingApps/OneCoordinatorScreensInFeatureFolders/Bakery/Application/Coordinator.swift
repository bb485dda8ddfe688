import UIKit

/// One flow of the bakery: it owns the screens it pushes and the flows it starts.
@MainActor
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get set }

    func start()
}
