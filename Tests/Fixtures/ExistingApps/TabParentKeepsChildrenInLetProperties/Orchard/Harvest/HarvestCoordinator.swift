import UIKit

final class HarvestCoordinator: BaseCoordinator {
    var store: FruitStore?

    init(presenter: UINavigationController) {
        super.init()
        navigationController = presenter
    }

    override func start() {
        let viewController = HarvestController()
        viewController.coordinator = self
        navigationController.pushViewController(viewController, animated: false)
    }

    func finish() {
        parentCoordinator?.didFinish(coordinator: self)
    }
}
