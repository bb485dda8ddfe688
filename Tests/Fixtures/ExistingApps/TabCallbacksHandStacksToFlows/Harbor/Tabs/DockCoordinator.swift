import UIKit

/// Holds no router: each tab flow runs on the navigation controller its tab hands over.
final class DockCoordinator: BaseCoordinator {
    private let dockView: DockView
    private let coordinatorFactory: CoordinatorFactory

    init(dockView: DockView, coordinatorFactory: CoordinatorFactory) {
        self.dockView = dockView
        self.coordinatorFactory = coordinatorFactory
    }

    override func start() {
        dockView.onFirstAppearance = runTidesFlow()
        dockView.onTidesSelected = runTidesFlow()
        dockView.onMooringsSelected = runMooringsFlow()
    }

    private func runTidesFlow() -> ((UINavigationController) -> Void) {
        return { [unowned self] stack in
            guard stack.viewControllers.isEmpty else { return }
            let coordinator = self.coordinatorFactory.makeTidesCoordinator(navigationController: stack)
            self.addDependency(coordinator)
            coordinator.start()
        }
    }

    private func runMooringsFlow() -> ((UINavigationController) -> Void) {
        return { [unowned self] stack in
            guard stack.viewControllers.isEmpty else { return }
            let coordinator = self.coordinatorFactory.makeMooringsCoordinator(navigationController: stack)
            self.addDependency(coordinator)
            coordinator.start()
        }
    }
}
