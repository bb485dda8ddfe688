import UIKit

final class TreesCoordinator: BaseCoordinator {
    var store: FruitStore?

    init(presenter: UINavigationController) {
        super.init()
        navigationController = presenter
    }

    override func start() {
        let viewController = TreesController()
        viewController.coordinator = self
        navigationController.pushViewController(viewController, animated: false)
    }

    func finish() {
        parentCoordinator?.didFinish(coordinator: self)
    }
}
