import RxSwift
import UIKit

final class DogsCoordinator: Coordinator {
    let disposeBag = DisposeBag()
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    weak var delegate: CoordinatorDelegate?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(DogsViewController(), animated: true)
    }
}
