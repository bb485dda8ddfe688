import UIKit

final class AppCoordinator: Coordinator {
    struct Dependency {
        let window: UIWindow
        let maps: MapStore
    }

    var childCoordinators: [Coordinator] = []
    private let dependency: Dependency

    init(dependency: Dependency) {
        self.dependency = dependency
    }

    func start() {
        let navigationController = UINavigationController()
        dependency.window.rootViewController = navigationController
        let explore = ExploreCoordinator(
            dependency: ExploreCoordinator.Dependency(navigationController: navigationController, maps: dependency.maps))
        childCoordinators.append(explore)
        explore.start()
    }
}
