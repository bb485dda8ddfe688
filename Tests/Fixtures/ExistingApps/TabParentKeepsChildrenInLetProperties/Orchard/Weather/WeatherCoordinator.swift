import UIKit

final class WeatherCoordinator: BaseCoordinator {
    var store: FruitStore?

    init(presenter: UINavigationController) {
        super.init()
        navigationController = presenter
    }

    override func start() {
        let viewController = WeatherController()
        viewController.coordinator = self
        navigationController.pushViewController(viewController, animated: false)
    }

    func finish() {
        parentCoordinator?.didFinish(coordinator: self)
    }
}
