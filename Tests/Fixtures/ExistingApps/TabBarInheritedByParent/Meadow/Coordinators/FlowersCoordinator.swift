import UIKit

final class FlowersCoordinator: BaseStackCoordinator {
    override func start() {
        navigationController.setViewControllers([FlowersViewController()], animated: false)
    }
}
