import UIKit

final class AppCoordinator: Coordinator {
    weak var parent: Coordinator?
    var childCoordinators: [Coordinator] = []

    private let window: UIWindow
    private let navigationController = UINavigationController()

    init(window: UIWindow) {
        self.window = window
        window.rootViewController = navigationController
        let sightings = SightingsCoordinator(navigationController: navigationController, parent: self)
        addChild(coordinator: sightings)
    }
}
