import UIKit

final class TicketsCoordinator: BaseCoordinator {
    var onFinish: (() -> Void)?

    func start() {
        let viewController = TicketsViewController()
        viewController.onDone = { [weak self, weak viewController] in
            viewController?.navigationController?.popViewController(animated: true)
            self?.onFinish?()
        }
        router.push(viewController)
    }
}
