import UIKit

/// Shows the timetable, and from there the tickets.
@MainActor
final class AppCoordinator: Coordinator {
    let navigationController: AppNavigationController
    var children: [Coordinator] = []
    var onFinish: (() -> Void)?

    init(navigationController: AppNavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(TimetableViewController(), animated: false)
    }

    func showTickets() {
        let coordinator = TicketsCoordinator(navigationController: navigationController)
        coordinator.onFinish = { [weak self, weak coordinator] in
            self?.children.removeAll { $0 === coordinator }
        }
        children.append(coordinator)
        coordinator.start()
    }
}
