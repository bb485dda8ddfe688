import UIKit

protocol SettingsCoordinator: Coordinatable {
    var onFinish: (() -> Void)? { get set }
}

final class SettingsCoordinatorImpl: BaseCoordinator, SettingsCoordinator {
    var onFinish: (() -> Void)?

    func start() {
        let viewController = SettingsViewController()
        viewController.onDone = { [weak self] in
            self?.onFinish?()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
