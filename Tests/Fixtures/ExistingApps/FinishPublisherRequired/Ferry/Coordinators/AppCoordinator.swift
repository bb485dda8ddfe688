import Combine
import UIKit

/// Sells a ticket, then books a cabin.
final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController
    private let finished = PassthroughSubject<Void, Never>()
    var didFinishPublisher: AnyPublisher<Void, Never> { finished.eraseToAnyPublisher() }
    private var cancellables = Set<AnyCancellable>()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let tickets = TicketsCoordinator(navigationController: navigationController)
        childCoordinators.append(tickets)
        tickets.didFinishPublisher
            .sink { [weak self] in
                self?.removeChild(tickets)
                self?.showCabins()
            }
            .store(in: &cancellables)
        tickets.start()
    }

    private func showCabins() {
        let cabins = CabinsCoordinator(navigationController: navigationController)
        childCoordinators.append(cabins)
        cabins.didFinishPublisher
            .sink { [weak self] in self?.removeChild(cabins) }
            .store(in: &cancellables)
        cabins.start()
    }
}
