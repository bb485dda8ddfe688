import UIKit

final class HarvestCoordinator: Coordinator {
    override var type: CoordinatorType { .harvest }

    override func start() {
        let viewController = HarvestViewController()
        viewController.onDone = { [weak self] in
            self?.navigationController?.popViewController(animated: true)
            self?.finish()
        }
        navigationController?.pushViewController(viewController, animated: true)
    }
}
