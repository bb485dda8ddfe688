import UIKit

/// The root: it is handed the window, not a navigation stack, and gives each flow it starts a stack
/// of its own.
final class AppCoordinator: Coordinator {
    struct Dependency {
        let window: UIWindow
        let registry: ServiceRegistry
    }

    private let dependency: Dependency

    weak var finishDelegate: CoordinatorFinishDelegate?
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType = .app

    init(dependency: Dependency) {
        self.dependency = dependency
    }

    func start() {
        showDocksFlow()
    }

    func showDocksFlow() {
        let navigation = UINavigationController()
        dependency.window.rootViewController = navigation

        let docksCoordinator = DocksCoordinator(
            dependency: DocksCoordinator.Dependency(
                navigationController: navigation,
                registry: dependency.registry
            )
        )
        docksCoordinator.finishDelegate = self
        childCoordinators.append(docksCoordinator)
        docksCoordinator.start()
        dependency.window.makeKeyAndVisible()
    }
}

extension AppCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: Coordinator) {
        childCoordinators = childCoordinators.filter { $0 !== childCoordinator }
    }
}
