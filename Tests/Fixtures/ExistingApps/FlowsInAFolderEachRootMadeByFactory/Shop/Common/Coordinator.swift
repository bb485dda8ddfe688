import UIKit

@MainActor
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get }
    init(navigationController: UINavigationController)
    func start()
}

/// Makes any coordinator from its type, as the launch code asks for the first one.
@MainActor
enum CoordinatorMaker {
    static func make(_ type: Coordinator.Type, navigationController: UINavigationController) -> Coordinator {
        type.init(navigationController: navigationController)
    }
}
