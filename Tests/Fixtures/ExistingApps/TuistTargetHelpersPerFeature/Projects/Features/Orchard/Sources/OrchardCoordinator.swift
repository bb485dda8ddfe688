import UIKit
import Navigation
import OrchardContract

public final class OrchardCoordinator: Coordinator {
    public let navigationController: UINavigationController
    public var childCoordinators: [Coordinator] = []
    private let route: OrchardRoute

    public init(navigationController: UINavigationController, route: OrchardRoute = .trees) {
        self.navigationController = navigationController
        self.route = route
    }

    public func start() {
        navigationController.pushViewController(OrchardViewController(), animated: false)
    }
}
