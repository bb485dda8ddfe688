import Combine
import UIKit

final class RoutesCoordinator: BaseCoordinator<Void> {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    override func start() -> AnyPublisher<Void, Never> {
        let viewController = RoutesViewController()
        viewController.onTickets = { [weak self] in self?.showTickets() }
        viewController.onCrossing = { [weak self] in self?.showCrossing() }
        navigationController.setViewControllers([viewController], animated: false)
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }

    private func showTickets() {
        let tickets = TicketsCoordinator(presenter: navigationController)
        coordinate(to: tickets)
            .sink { [weak self] result in
                if case .bought(let number) = result { print(number) }
                self?.release(tickets)
            }
            .store(in: &cancellables)
    }

    private func showCrossing() {
        coordinate(to: CrossingCoordinator(navigationController: navigationController))
            .sink { _ in }
            .store(in: &cancellables)
    }
}
