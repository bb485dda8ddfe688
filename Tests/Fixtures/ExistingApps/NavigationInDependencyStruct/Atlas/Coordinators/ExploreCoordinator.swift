import UIKit

final class ExploreCoordinator: Coordinator {
    struct Dependency {
        let navigationController: UINavigationController
        let maps: MapStore
    }

    let dependency: Dependency
    var childCoordinators: [Coordinator] = []

    init(dependency: Dependency) {
        self.dependency = dependency
    }

    func start() {
        dependency.navigationController.pushViewController(ExploreViewController(), animated: true)
    }
}
