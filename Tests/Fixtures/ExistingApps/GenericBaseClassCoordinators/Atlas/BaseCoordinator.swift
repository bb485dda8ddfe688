import UIKit

/// The class every flow subclasses, generic over the routes the flow shows.
@MainActor
class BaseCoordinator<Route> {
    let navigationController: UINavigationController
    private(set) var childCoordinators: [AnyObject] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {}

    func show(_ route: Route) {}
}
