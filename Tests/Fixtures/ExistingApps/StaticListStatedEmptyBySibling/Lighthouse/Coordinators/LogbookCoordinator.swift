import UIKit

/// The keeper's log and its entries.
final class LogbookCoordinator: Coordinator {
    static var screens: [Screen] {
        [.logbook, .logEntry]
    }

    let navigationController: UINavigationController
    var children: [Coordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(LogbookViewController(), animated: true)
    }
}
