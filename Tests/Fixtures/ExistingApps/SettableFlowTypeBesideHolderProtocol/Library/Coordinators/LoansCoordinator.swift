import UIKit

final class LoansCoordinator: Coordinator {
    weak var delegate: CoordinatorDelegate?
    var navigationController: UINavigationController
    var type: CoordinatorType = .loans

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(LoansViewController(), animated: true)
    }

    func close() {
        navigationController.popViewController(animated: true)
        delegate?.flowDidEnd(type: type)
    }
}
