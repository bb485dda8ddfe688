import UIKit
import Navigation
import BasketContract

public final class BasketCoordinator: Coordinator {
    public let navigationController: UINavigationController
    public var childCoordinators: [Coordinator] = []

    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    public func start() {
        navigationController.pushViewController(BasketViewController(), animated: true)
    }
}
