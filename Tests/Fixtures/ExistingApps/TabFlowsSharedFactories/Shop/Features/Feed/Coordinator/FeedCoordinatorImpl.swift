import UIKit

final class FeedCoordinatorImpl: FeedCoordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .feed }
    private let modulesFactory: FeedModulesFactory
    private let screenFactory: ScreenFactory

    init(_ navigationController: UINavigationController, modulesFactory: FeedModulesFactory, screenFactory: ScreenFactory) {
        self.navigationController = navigationController
        self.modulesFactory = modulesFactory
        self.screenFactory = screenFactory
    }

    func start() {
        let screen = modulesFactory.makeItemList()
        screen.onSelect = { [weak self] in
            self?.showDetail()
        }
        navigationController.pushViewController(screen, animated: false)
    }

    func showDetail() {
        let screen = screenFactory.makeFeedDetailViewController(coordinator: self)
        navigationController.pushViewController(screen, animated: true)
    }
}
