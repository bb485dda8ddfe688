import RxSwift
import UIKit

final class AppCoordinator: Coordinator {
    let disposeBag = DisposeBag()
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    weak var delegate: CoordinatorDelegate?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let dogs = DogsCoordinator(navigationController: navigationController)
        dogs.delegate = self
        childCoordinators.append(dogs)
        dogs.start()
    }
}

extension AppCoordinator: CoordinatorDelegate {
    func didFinish(childCoordinator: Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}
