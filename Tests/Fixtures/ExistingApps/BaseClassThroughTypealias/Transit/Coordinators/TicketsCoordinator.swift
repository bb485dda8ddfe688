import UIKit

final class TicketsCoordinator: TabItemCoordinator {
    override func start() {
        navigationController.pushViewController(TicketsViewController(), animated: false)
    }
}
