import UIKit

final class CoordinatorFactoryImp: CoordinatorFactory {
    func makeDockCoordinator() -> (configurator: Coordinator, toPresent: Presentable?) {
        let controller = DockController()
        let coordinator = DockCoordinator(dockView: controller, coordinatorFactory: self)
        return (coordinator, controller)
    }

    func makeTidesCoordinator(navigationController: UINavigationController) -> Coordinator {
        TidesCoordinator(router: RouterImp(rootController: navigationController), factory: ModuleFactoryImp())
    }

    func makeMooringsCoordinator(navigationController: UINavigationController) -> Coordinator {
        MooringsCoordinator(router: RouterImp(rootController: navigationController), factory: ModuleFactoryImp())
    }
}
