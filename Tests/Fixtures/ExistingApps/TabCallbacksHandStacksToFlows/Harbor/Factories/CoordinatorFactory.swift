import UIKit

protocol CoordinatorFactory {
    func makeDockCoordinator() -> (configurator: Coordinator, toPresent: Presentable?)
    func makeTidesCoordinator(navigationController: UINavigationController) -> Coordinator
    func makeMooringsCoordinator(navigationController: UINavigationController) -> Coordinator
}
