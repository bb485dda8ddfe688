import UIKit

final class PiersCoordinator: BaseCoordinator {
    var onFinish: (() -> Void)?

    func start() {
        let viewController = PiersViewController()
        viewController.onTickets = { [weak self] in self?.showTickets() }
        router.setViewControllers([viewController])
    }

    private func showTickets() {
        let tickets = TicketsCoordinator(router: router)
        tickets.onFinish = { [weak self, weak tickets] in
            guard let tickets else { return }
            self?.removeDependency(tickets)
        }
        addDependency(tickets)
        tickets.start()
    }
}
