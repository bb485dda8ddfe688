import UIKit

/// Every coordinator is made the same way, so a factory can make any of them from its type.
@MainActor
protocol Coordinator: AnyObject {
    var parentCoordinator: Coordinator? { get set }
    var childCoordinators: [Coordinator] { get }
    var navigationController: UINavigationController? { get }

    init()

    func start()
}
