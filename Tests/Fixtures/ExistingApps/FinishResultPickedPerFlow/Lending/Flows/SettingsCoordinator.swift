import UIKit

final class SettingsCoordinator: BaseFlow, ResultCoordinator {
    typealias Outcome = Void

    private let navigationController = UINavigationController()

    var onFinishFlow: ((Outcome) -> Void)?

    override func start(with link: Link?) {
        let viewController = SettingsViewController()
        viewController.onClose = { [weak self] in
            self?.onFinishFlow?(())
        }
        navigationController.setViewControllers([viewController], animated: false)
    }
}
