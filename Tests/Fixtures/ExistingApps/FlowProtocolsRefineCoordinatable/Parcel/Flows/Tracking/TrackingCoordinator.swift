import UIKit

protocol TrackingCoordinator: Coordinatable {
    var onFinish: (() -> Void)? { get set }
}

final class TrackingCoordinatorImpl: BaseCoordinator, TrackingCoordinator {
    var onFinish: (() -> Void)?

    func start() {
        let viewController = TrackingViewController()
        viewController.onDone = { [weak self] in
            self?.onFinish?()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
