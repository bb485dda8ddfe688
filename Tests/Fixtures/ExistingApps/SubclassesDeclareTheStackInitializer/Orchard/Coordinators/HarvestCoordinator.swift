import UIKit

final class HarvestCoordinator: FlowCoordinator {
    var onDone: (() -> Void)?

    init(navigationController: UINavigationController) {
        super.init()
        self.navigationController = navigationController
    }

    override func start() {
        let viewController = HarvestViewController()
        viewController.onClose = { [weak self] in
            self?.navigationController?.popViewController(animated: true)
            self?.onDone?()
        }
        navigationController?.pushViewController(viewController, animated: true)
    }
}
