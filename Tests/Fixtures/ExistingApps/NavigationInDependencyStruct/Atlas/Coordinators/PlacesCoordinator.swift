import UIKit

final class PlacesCoordinator: Coordinator {
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
        dependency.navigationController.pushViewController(PlacesViewController(), animated: true)
    }
}
