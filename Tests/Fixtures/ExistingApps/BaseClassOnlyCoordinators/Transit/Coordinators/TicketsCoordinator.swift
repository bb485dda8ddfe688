import UIKit

final class TicketsCoordinator: NavigationCoordinator {
    override func start() {
        navigationController.pushViewController(TicketsViewController(), animated: false)
    }
}
