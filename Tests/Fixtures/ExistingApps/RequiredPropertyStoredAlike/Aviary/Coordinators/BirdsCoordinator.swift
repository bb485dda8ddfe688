import RxSwift
import UIKit

final class BirdsCoordinator: Coordinator {
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    weak var delegate: CoordinatorDelegate?
    var disposeBag = DisposeBag()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(BirdsViewController(), animated: true)
    }

    func leave() {
        delegate?.didFinish(childCoordinator: self)
    }
}
