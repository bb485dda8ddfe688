import UIKit

final class DocksCoordinator: Coordinator {
    struct Dependency {
        let navigationController: UINavigationController
        let registry: ServiceRegistry
    }

    let dependency: Dependency

    weak var finishDelegate: CoordinatorFinishDelegate?
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType = .docks

    init(dependency: Dependency) {
        self.dependency = dependency
    }

    func start() {
        let viewController = DocksViewController()
        viewController.onSelectBerth = { [weak self] in self?.showBerthFlow() }
        viewController.onShowTides = { [weak self] level in self?.showTidesFlow(level: level) }
        dependency.navigationController.pushViewController(viewController, animated: true)
    }

    func showBerthFlow() {
        let berthCoordinator = BerthCoordinator(
            dependency: BerthCoordinator.Dependency(
                navigationController: self.dependency.navigationController,
                registry: self.dependency.registry
            )
        )
        berthCoordinator.finishDelegate = self
        childCoordinators.append(berthCoordinator)
        berthCoordinator.start()
    }

    func showTidesFlow(level: Int) {
        let tidesCoordinator = TidesCoordinator(
            dependency: .init(
                navigationController: dependency.navigationController,
                registry: dependency.registry,
                startLevel: level
            )
        )
        tidesCoordinator.finishDelegate = self
        childCoordinators.append(tidesCoordinator)
        tidesCoordinator.start()
    }
}

extension DocksCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: Coordinator) {
        childCoordinators = childCoordinators.filter { $0 !== childCoordinator }
    }
}
